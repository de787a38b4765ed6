import { Alert, Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { type Field, FieldGrid } from '../field-grid/FieldGrid';
import { useFormatters } from '../page-kit/page-data.hooks';
import { PageLoader } from '../page-loader/PageLoader';

/** Name, place, level, certificate validity, activity and latest score of one facility ('Facility/Details'). */
export function FacilitySummary({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('frame');
  const format = useFormatters();
  const label = useReferenceLabel();
  const { status, rows } = usePageData('Facility/Details', { facilityId });
  if (status === 'loading') return <PageLoader />;
  const facility = rows[0];
  if (status !== 'success' || !facility)
    return <Alert color="red">{t('popup.notFound', { facilityId })}</Alert>;

  const fields: Field[] = [
    [t('popup.category'), label('categories', facility.categoryName)],
    [t('popup.place'), [facility.districtName, facility.regionName, facility.countryName].join(', ')],
    [
      t('popup.certificate'),
      facility.certificateValidFrom && facility.certificateValidTo
        ? t('public.validity', {
            from: format.date(facility.certificateValidFrom),
            to: format.date(facility.certificateValidTo),
          })
        : t('popup.noCertificate'),
    ],
    [
      t('popup.latestScore'),
      facility.latestScore === null
        ? '—'
        : `${format.score(facility.latestScore)} (${facility.latestAssessmentYear})`,
    ],
  ];
  return (
    <>
      {/* On a phone in French the badges go under the name rather than being cut ("NI…"). */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} size="h3">
          {facility.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">
            {facility.awardedLevel === null
              ? t('popup.uncertified')
              : t('public.level', { level: facility.awardedLevel })}
          </Badge>
          <Badge color={facility.isActive ? 'teal.9' : 'gray.7'}>
            {facility.isActive ? t('filter.active') : t('filter.inactive')}
          </Badge>
        </Group>
      </Group>
      <FieldGrid fields={fields} cols={{ base: 1, xs: 2 }} mt="sm" />
    </>
  );
}
