import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FacilityNumbersRow } from '../../../contract';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { FacilityExportButton } from '../../components/facility-export/FacilityExportButton';
import { PageHeader, PageState, StatCard, StatGrid, useFormatters } from '../../components/page-kit';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { PivotSection } from './PivotSection';

/** Facility Numbers (QAP.FacilityNumbersPage): the filtered facilities counted, and as a free pivot with totals. */
export default function FacilityNumbersPage() {
  const { t } = useTranslation(['facility-numbers', 'pages-common']);
  const format = useFormatters();
  const counts = useFilteredPageData('FacilityNumbers/Counts');
  const labels = counts.rows;
  const count = (dimensionName: FacilityNumbersRow['dimension'], key: string) =>
    labels.find((row) => row.dimension === dimensionName && row.key === key)?.count ?? 0;
  const total = labels
    .filter((row) => row.dimension === 'activeState')
    .reduce((sum, row) => sum + row.count, 0);
  const drillTo = useDrillTo();
  const active = count('activeState', 'active');
  const inactive = count('activeState', 'inactive');
  // A figure of 0 opens nothing: under an "active only" filter the inactive list would not be empty.
  const listOf = (figure: number, activeStates?: boolean[]) =>
    figure > 0 ? drillTo(activeStates ? { activeStates } : {}) : undefined;

  return (
    <>
      <PageHeader title={t('facility-numbers:title')} subtitle={t('facility-numbers:subtitle')} />
      <PageState data={counts} skeleton="table">
        {() => (
          <Stack gap="md">
            <Group justify="flex-end">
              <FacilityExportButton />
            </Group>
            <StatGrid columns={3}>
              <StatCard
                label={t('facility-numbers:figures.total')}
                value={format.number(total)}
                explanation={t('analysis:explain.facilityNumbers.total')}
                drillTo={listOf(total)}
              />
              <StatCard
                label={t('pages-common:active.active')}
                value={format.number(active)}
                explanation={t('analysis:explain.facilityNumbers.active')}
                drillTo={listOf(active, [true])}
              />
              <StatCard
                label={t('pages-common:active.inactive')}
                value={format.number(inactive)}
                explanation={t('analysis:explain.facilityNumbers.inactive')}
                drillTo={listOf(inactive, [false])}
              />
            </StatGrid>
            <PivotSection />
          </Stack>
        )}
      </PageState>
    </>
  );
}
