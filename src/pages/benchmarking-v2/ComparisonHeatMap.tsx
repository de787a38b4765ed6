import { Box, Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/page-kit/DataTable';
import { PageState } from '../../components/page-kit/PageState';
import { rowsOf, useFilteredPageData, useFormatters } from '../../components/page-kit/page-data.hooks';
import type { BenchmarkComparisonRow } from '../../services/api/contract';
import { useServiceElementName } from '../benchmarking/service-element-names';
import {
  AVERAGE_COLUMN,
  type ComparedFacility,
  type Comparison,
  comparisonSortValue,
  elementColumn,
  NAME_COLUMN,
  referenceRow,
  toComparison,
} from './comparison.model';
import { HeatCell } from './HeatCell';
import { HeatLegend } from './HeatLegend';

/** The chosen facilities' latest scores per service element, with the network median as the reference row. */
export function ComparisonHeatMap({ facilityIds }: { facilityIds: number[] }) {
  const { t } = useTranslation('benchmarking');
  const comparison = useFilteredPageData('BenchmarkingV2/Comparison', { facilityIds });
  return (
    <PageState data={comparison} skeleton="table" label={t('v2.table.caption')}>
      {() => <HeatMapTable comparison={toComparison(rowsOf<BenchmarkComparisonRow>(comparison.result))} />}
    </PageState>
  );
}

function HeatMapTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('benchmarking');
  const format = useFormatters();
  const elementName = useServiceElementName();
  const columns = useMemo((): DataColumn<ComparedFacility>[] => {
    const heat = (key: string) => (row: ComparedFacility) => {
      const value = comparisonSortValue(row, key);
      return <HeatCell score={typeof value === 'number' ? value : null} format={format.score} />;
    };
    return [
      {
        key: NAME_COLUMN,
        header: t('v2.table.facility'),
        value: (row) => row.name,
        render: (row) => <Box miw={160}>{row.name}</Box>,
      },
      ...comparison.elements.map((element) => ({
        key: elementColumn(element.id),
        header: elementName(element.name),
        value: (row: ComparedFacility) => row.scores[element.id] ?? null,
        render: heat(elementColumn(element.id)),
        align: 'center' as const,
      })),
      {
        key: AVERAGE_COLUMN,
        header: t('v2.table.average'),
        value: (row) => row.average,
        render: heat(AVERAGE_COLUMN),
        align: 'center',
      },
    ];
  }, [comparison.elements, t, format, elementName]);
  const reference = referenceRow(comparison, t('v2.table.peerMedian'));

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="lg" m={0}>
          {t('v2.table.caption')}
        </Text>
        <DataTable
          caption={t('v2.table.caption')}
          rows={comparison.facilities}
          columns={columns}
          rowKey={(row) => row.id}
          footerRows={[reference]}
        />
        <HeatLegend format={(value) => format.number(value)} />
      </Stack>
    </Card>
  );
}
