import { Button, Card, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PIVOT_DIMENSIONS, type PivotDimension } from '../../../contract/pivot-dimensions';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { type DataColumn, DataTable, PageState, useFormatters } from '../../components/page-kit';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { PIVOT_MEASURES, type PivotTableRow, pivotNarrowing, pivotTable } from './facility-pivot';
import { choosePivotAxis, swapPivotAxes } from './pivot-address';
import { usePivotAddress } from './pivot-address.hooks';
import { pivotValueColumns } from './pivot-columns';
import { usePivotValueLabel } from './pivot-labels.hooks';
import { pivotNoteKeys } from './pivot-notes';

const PIVOT_AXES = ['rows', 'columns'] as const;

/**
 * The filtered facilities counted by any two dimensions, with totals, as counts or
 * row or column percentages; every cell opens the list of its facilities. The choice lives in the address.
 */
export function PivotSection() {
  const { t } = useTranslation(['pivot', 'facility-numbers']);
  const format = useFormatters();
  const valueLabel = usePivotValueLabel();
  const drillTo = useDrillTo();
  const { choice, choose } = usePivotAddress();
  const titleId = useId();
  const showLabelId = useId();
  const { rows, columns, show } = choice;
  // The server counts and totals the pivot: the page never holds the facilities themselves.
  const pivot = useFilteredPageData('FacilityNumbers/Pivot', { rows, columns });
  const cells = pivot.rows;
  const total = t('facility-numbers:total');
  const table = useMemo(
    () =>
      pivotTable(cells, total, (axis, key, label) =>
        valueLabel(axis === 'rows' ? rows : columns, key, label),
      ),
    [cells, total, valueLabel, rows, columns],
  );
  const cellList = (rowKey: string | null, columnKey: string | null) => {
    const byRow = pivotNarrowing(rows, rowKey);
    const byColumn = pivotNarrowing(columns, columnKey);
    if (!byRow || !byColumn) return undefined;
    return drillTo({ ...byRow.filter, ...byColumn.filter }, { ...byRow.list, ...byColumn.list });
  };
  const dimensionName = (dimension: PivotDimension) => t(`dimensions.${dimension}`);
  const title = t('title', { rows: dimensionName(rows), columns: dimensionName(columns) });
  const tableColumns: DataColumn<PivotTableRow>[] = [
    { key: 'label', header: dimensionName(rows), value: (row) => row.label },
    ...pivotValueColumns(table.columns, total, show, format, cellList),
  ];
  const dimensionOptions = PIVOT_DIMENSIONS.map((value) => ({ value, label: dimensionName(value) }));

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {/* the title and the line under the controls say what is shown: the controls are not printed */}
        <Group gap="sm" align="flex-end" data-print="hide">
          {PIVOT_AXES.map((axis) => (
            <NativeSelect
              key={axis}
              label={t(axis)}
              value={choice[axis]}
              data={dimensionOptions}
              onChange={(event) => {
                const dimension = event.currentTarget.value as PivotDimension;
                choose((latest) => choosePivotAxis(latest, axis, dimension));
              }}
            />
          ))}
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => choose(swapPivotAxes)}
          >
            {t('swap')}
          </Button>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={showLabelId}>
              {t('show')}
            </Text>
            <SegmentedControl
              value={show}
              onChange={(value) => choose((latest) => ({ ...latest, show: value as typeof show }))}
              aria-labelledby={showLabelId}
              data={PIVOT_MEASURES.map((value) => ({ value, label: t(`measures.${value}`) }))}
            />
          </Stack>
        </Group>
        {pivotNoteKeys(choice).map((key) => (
          <Text key={key} size="sm" c="gray.7">
            {t(key)}
          </Text>
        ))}
        <PageState data={pivot} skeleton="table">
          {() => (
            <DataTable
              addressKey="pivot"
              caption={title}
              rows={table.rows}
              footerRows={[table.totals]}
              columns={tableColumns}
              rowKey={(row) => row.key ?? ''}
              pageSize={50}
            />
          )}
        </PageState>
      </Stack>
    </Card>
  );
}
