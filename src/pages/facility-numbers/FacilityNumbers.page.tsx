import { Card, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DataColumn,
  DataTable,
  PageHeader,
  PageState,
  rowsOf,
  StatCard,
  StatGrid,
  useFilteredPageData,
  useFormatters,
  useLevelName,
} from '../../components/page-kit';
import type { FacilityNumbersRow, FacilityPivotRow } from '../../../contract';
import { FacilityExportButton } from '../../components/facility-export/FacilityExportButton';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { countColumn, levelMixColumns, levelNarrowing } from '../../components/tables';
import { PIVOT_DIMENSIONS, type PivotDimension, pivotRowNarrowing, pivotTotals } from './facility-pivot';

/** Facility Numbers (QAP.FacilityNumbersPage): the filtered facilities counted as a pivot with totals. */
export default function FacilityNumbersPage() {
  const { t } = useTranslation(['facility-numbers', 'pages-common']);
  const format = useFormatters();
  const levelName = useLevelName();
  const [dimension, setDimension] = useState<PivotDimension>('region');
  const counts = useFilteredPageData('FacilityNumbers/Counts');
  // The server counts the pivot: the page never holds the facilities themselves.
  const pivot = useFilteredPageData('FacilityNumbers/Pivot', { dimension });
  const labels = rowsOf<FacilityNumbersRow>(counts.result);
  const pivotRows = rowsOf<FacilityPivotRow>(pivot.result);
  const totals = useMemo(() => pivotTotals(pivotRows, t('facility-numbers:total')), [pivotRows, t]);
  const count = (dimensionName: FacilityNumbersRow['dimension'], key: string) =>
    labels.find((row) => row.dimension === dimensionName && row.key === key)?.count ?? 0;
  const total = labels
    .filter((row) => row.dimension === 'activeState')
    .reduce((sum, row) => sum + row.count, 0);

  const drillTo = useDrillTo();
  // Issue 15: every count of the pivot opens the list of the facilities it counts.
  const cellList = (row: FacilityPivotRow, narrowing = {}) =>
    drillTo({ ...pivotRowNarrowing(dimension, row.key), ...narrowing });
  const columns: DataColumn<FacilityPivotRow>[] = [
    { key: 'label', header: t(`facility-numbers:dimensions.${dimension}`), value: (row) => row.label },
    ...levelMixColumns<FacilityPivotRow>(levelName, format, (row, level) =>
      cellList(row, levelNarrowing(level)),
    ),
    countColumn<FacilityPivotRow>('total', t('facility-numbers:total'), (row) => row.total, format, cellList),
  ];

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
              />
              <StatCard
                label={t('pages-common:active.active')}
                value={format.number(count('activeState', 'active'))}
                explanation={t('analysis:explain.facilityNumbers.active')}
              />
              <StatCard
                label={t('pages-common:active.inactive')}
                value={format.number(count('activeState', 'inactive'))}
                explanation={t('analysis:explain.facilityNumbers.inactive')}
              />
            </StatGrid>
            <Card withBorder padding="md" radius="md" component="section" aria-labelledby="pivot-title">
              <Group justify="space-between" mb="xs" gap="xs">
                <Title order={2} size="h4" id="pivot-title">
                  {t('facility-numbers:pivot.title', {
                    dimension: t(`facility-numbers:dimensions.${dimension}`),
                  })}
                </Title>
                <SegmentedControl
                  size="xs"
                  value={dimension}
                  onChange={(value) => setDimension(value as PivotDimension)}
                  aria-label={t('facility-numbers:pivot.rowsBy')}
                  data={PIVOT_DIMENSIONS.map((value) => ({
                    value,
                    label: t(`facility-numbers:dimensions.${value}`),
                  }))}
                />
              </Group>
              <PageState data={pivot} skeleton="table">
                {() => (
                  <DataTable
                    caption={t('facility-numbers:pivot.title', {
                      dimension: t(`facility-numbers:dimensions.${dimension}`),
                    })}
                    rows={pivotRows}
                    footerRows={[totals]}
                    columns={columns}
                    rowKey={(row) => row.key}
                    pageSize={50}
                  />
                )}
              </PageState>
            </Card>
          </Stack>
        )}
      </PageState>
    </>
  );
}
