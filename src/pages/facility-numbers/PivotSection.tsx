import { Button, Card, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacilityPivotCell } from '../../../contract';
import { PIVOT_DIMENSIONS, type PivotDimension } from '../../../contract/pivot-dimensions';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import {
  type DataColumn,
  DataTable,
  type Level,
  PageState,
  rowsOf,
  useFilteredPageData,
  useFormatters,
  useLevelName,
} from '../../components/page-kit';
import { PIVOT_MEASURES, type PivotTableRow, pivotNarrowing, pivotTable } from './facility-pivot';
import { choosePivotAxis } from './pivot-address';
import { usePivotAddress } from './pivot-address.hooks';
import { pivotValueColumns } from './pivot-columns';

const PIVOT_AXES = ['rows', 'columns'] as const;

/** The value's words in the user's language: levels, states, "none", categories and groups; places as the server names them. */
function useValueLabel() {
  const { t } = useTranslation(['pivot', 'pages-common']);
  const levelName = useLevelName();
  const referenceLabel = useReferenceLabel();
  return useCallback(
    (dimension: PivotDimension, key: string, serverLabel: string) => {
      if (dimension === 'level') return levelName(key === 'none' ? 'none' : (Number(key) as Level));
      if (dimension === 'activeState')
        return t(`pages-common:active.${key === 'active' ? 'active' : 'inactive'}`);
      if (key === 'none' && (dimension === 'year' || dimension === 'facilityGroup'))
        return t(`none.${dimension}`);
      if (dimension === 'category') return referenceLabel('categories', serverLabel);
      if (dimension === 'facilityGroup') return referenceLabel('facilityGroups', serverLabel);
      return serverLabel;
    },
    [levelName, referenceLabel, t],
  );
}

/**
 * Issue 15 item 6: the filtered facilities counted by any two dimensions, with totals, as counts or
 * row or column percentages; every cell opens the list of its facilities. The choice lives in the address.
 */
export function PivotSection() {
  const { t } = useTranslation(['pivot', 'facility-numbers']);
  const format = useFormatters();
  const valueLabel = useValueLabel();
  const drillTo = useDrillTo();
  const { choice, choose } = usePivotAddress();
  const titleId = useId();
  const showLabelId = useId();
  const { rows, columns, show } = choice;
  // The server counts and totals the pivot: the page never holds the facilities themselves.
  const pivot = useFilteredPageData('FacilityNumbers/Pivot', { rows, columns });
  const cells = rowsOf<FacilityPivotCell>(pivot.result);
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
              onChange={(event) =>
                choose(choosePivotAxis(choice, axis, event.currentTarget.value as PivotDimension))
              }
            />
          ))}
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => choose({ ...choice, rows: columns, columns: rows })}
          >
            {t('swap')}
          </Button>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={showLabelId}>
              {t('show')}
            </Text>
            <SegmentedControl
              value={show}
              onChange={(value) => choose({ ...choice, show: value as typeof show })}
              aria-labelledby={showLabelId}
              data={PIVOT_MEASURES.map((value) => ({ value, label: t(`measures.${value}`) }))}
            />
          </Stack>
        </Group>
        <Text size="sm" c="gray.7">
          {t(`explain.${show}`)}
        </Text>
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
