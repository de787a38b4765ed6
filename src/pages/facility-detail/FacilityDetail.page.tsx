import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyFacility } from '../../app/hooks/my-facility.hooks';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { HISTORY_ANCHOR, PEER_MEDIANS_ANCHOR } from '../../../machines/my-facility/my-facility.rules';
import { MyFacilityLinks } from '../../components/my-facility/MyFacilityLinks';
import { PageHeader, RetryButton, SectionSkeleton } from '../../components/page-kit';
import { ActivityDocuments } from './ActivityDocuments';
import { AssessmentHistory } from './AssessmentHistory';
import { FacilityOverview } from './FacilityOverview';
import { ServiceElementScores } from './ServiceElementScores';
import { SurveyAnswers } from './SurveyAnswers';

/** Facility Details (/facility/details/:facilityId): one facility's certificate, scores, surveys and documents. */
export default function FacilityDetailPage({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const details = usePageData('Facility/Details', { facilityId });
  const facility = details.rows[0];
  const label = useReferenceLabel();
  const myFacility = useMyFacility();

  if (details.status === 'loading') {
    return (
      <>
        <PageHeader title={t('title')} />
        <SectionSkeleton shape="details" label={t('loading')} />
      </>
    );
  }
  if (!facility) {
    // An unknown id answers 404 (failure) or no row (empty): either way, say which facility is missing.
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert color="red" variant="light" role="alert" title={t('notFound.title', { facilityId })}>
          <Stack gap="xs" align="flex-start">
            {t('notFound.message')}
            {details.status === 'failure' && (
              <RetryButton onRetry={details.retry}>{t('notFound.retry')}</RetryButton>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={facility.name}
        subtitle={t('subtitle', { category: label('categories', facility.categoryName) })}
      />
      <Stack gap="md">
        {/* A facility user's own facility: the way to their history, MomCare and peers, labelled as theirs. */}
        {myFacility.facilityId === facilityId && <MyFacilityLinks facilityId={facilityId} onDetails />}
        <FacilityOverview facility={facility} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          <div id={PEER_MEDIANS_ANCHOR}>
            <ServiceElementScores facilityId={facilityId} />
          </div>
          <div id={HISTORY_ANCHOR}>
            <AssessmentHistory facilityId={facilityId} latestYear={facility.latestAssessmentYear} />
          </div>
        </SimpleGrid>
        <SurveyAnswers facilityId={facilityId} />
        <ActivityDocuments facilityId={facilityId} />
      </Stack>
    </>
  );
}
