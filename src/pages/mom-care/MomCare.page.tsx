import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { PageHeader, PageState } from '../../components/page-kit';
import { MomCarePeriod } from './MomCarePeriod';

/** MomCare (/facility/momcare/:facilityId): maternal-care indicators per month for one facility. */
export default function MomCarePage({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('momcare');
  const details = usePageData('Facility/Details', { facilityId });
  const indicators = usePageData('MomCare/Indicators', { facilityId });
  const facility = details.rows[0];
  const months = indicators.rows;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={facility ? t('subtitle', { name: facility.name }) : undefined}
      />
      <PageState
        data={indicators}
        skeleton="chart"
        emptyTitle={t('empty.title')}
        emptyMessage={t('empty.message')}
      >
        {() => <MomCarePeriod facilityId={facilityId} months={months} />}
      </PageState>
    </>
  );
}
