import { Group, Pagination, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { sortCodec, viewParamName } from '../../../machines/shared/view-address';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from './csv';
import { DownloadMenu } from './exports/DownloadMenu';
import classes from './page-kit.module.css';
import { TableScrollFrame } from './TableScrollFrame';
import { useFormatters } from './page-data.hooks';
import { nextSort, pageOf, type SortState, sortRows } from './table-sort';
import { useViewChoice } from './view-choice.hooks';

export interface DataColumn<Row> extends CsvColumn<Row> {
  /** Stable id of the column (sorting state, React keys). */
  key: string;
  /** What the cell shows; the raw `value` when absent. */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Defaults to true. */
  sortable?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name; also names the CSV file. */
  caption: string;
  /** Names the table's sort in the page's address (`sort.<addressKey>=column:desc`); unique on its page. */
  addressKey: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Rows per page; the table pages beyond it so even 100,000 rows render quickly. */
  pageSize?: number;
  initialSort?: SortState;
  /** Makes the first cell a button that opens the row (keyboard and pointer). */
  onRowOpen?: (row: Row) => void;
  /** Rows shown after the body and exported last, e.g. totals; never sorted. */
  footerRows?: readonly Row[];
  /** Shows the caption visibly above the table (default: only for assistive technology). */
  showCaption?: boolean;
  /** The Download button says "Download table", for a card that also downloads an image. */
  labelDownloadAsTable?: boolean;
}

function SortIcon({ direction }: { direction?: SortState['direction'] }) {
  if (direction === 'ascending') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'descending') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden className={classes.dimIcon} />;
}

/** A sortable, paged table whose rows (in the shown order, all pages) download as CSV or Excel. */
export function DataTable<Row>({
  caption,
  addressKey,
  rows,
  columns,
  rowKey,
  pageSize = 20,
  initialSort,
  onRowOpen,
  footerRows = [],
  showCaption = false,
  labelDownloadAsTable = false,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation(['pages-common', 'exports']);
  const format = useFormatters();
  const sortable = columns.flatMap((column) => (column.sortable === false ? [] : [column.key])).join('\n');
  const codec = useMemo(() => sortCodec(sortable.split('\n')), [sortable]);
  const [sort, chooseSort] = useViewChoice<SortState | null>(
    viewParamName('sort', addressKey),
    codec,
    initialSort ?? null,
  );
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.columnKey);
    return column && sort ? sortRows(rows, column.value, sort.direction, i18n.language) : [...rows];
  }, [rows, columns, sort, i18n.language]);
  const shown = pageOf(sorted, page, pageSize);
  const first = (shown.page - 1) * pageSize + 1;

  const exported = () => [...sorted, ...footerRows];
  // The file writers load when a download is chosen: no first screen carries them.
  const downloads = [
    {
      label: t('exports:csv'),
      save: async () => {
        const csv = await import('./csv');
        csv.downloadCsv(caption, csv.toCsv(exported(), columns));
      },
    },
    {
      label: t('exports:xlsx'),
      save: async () => (await import('./exports/xlsx-export')).downloadXlsx(caption, exported(), columns),
    },
  ];
  const changeSort = (key: string) => {
    chooseSort(nextSort(sort, key));
    setPage(1);
  };

  // A value shown as it is: a number (a year) in the culture's digits, ungrouped ("٢٠٢٥").
  const cellValue = (row: Row, column: DataColumn<Row>) => {
    const value = column.render ? column.render(row) : column.value(row);
    return typeof value === 'number' ? format.number(value, { useGrouping: false }) : value;
  };
  const cell = (row: Row, column: DataColumn<Row>, index: number) => {
    const content = cellValue(row, column);
    if (index === 0 && onRowOpen) {
      return (
        <UnstyledButton className={classes.rowButton} onClick={() => onRowOpen(row)}>
          {content}
        </UnstyledButton>
      );
    }
    return content;
  };

  return (
    <div>
      <Group justify="space-between" mb="xs" gap="xs">
        {showCaption ? (
          <Text fw={600} size="sm">
            {caption}
          </Text>
        ) : (
          <span />
        )}
        <DownloadMenu
          choices={downloads}
          disabled={rows.length === 0}
          label={labelDownloadAsTable ? t('exports:downloadTable') : undefined}
          accessibleName={t(labelDownloadAsTable ? 'exports:tableLabelled' : 'exports:tableNamed', {
            name: caption,
            count: rows.length,
          })}
        />
      </Group>
      <TableScrollFrame>
        <Table
          striped
          highlightOnHover={!!onRowOpen}
          verticalSpacing="xs"
          className={classes.table}
          miw={columns.length * 110}
        >
          <caption className={classes.srOnly}>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.columnKey === column.key ? sort.direction : undefined;
                return (
                  <Table.Th key={column.key} ta={column.align} aria-sort={active ?? 'none'} scope="col">
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <UnstyledButton className={classes.sortButton} onClick={() => changeSort(column.key)}>
                        <span>{column.header}</span>
                        <SortIcon direction={active} />
                        <VisuallyHidden>{t('table.sortBy')}</VisuallyHidden>
                      </UnstyledButton>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                className={onRowOpen ? classes.clickableRow : undefined}
                onClick={
                  onRowOpen
                    ? (event) => {
                        // a link or button in the row (the name's button, a count's link) acts itself
                        if (!(event.target as Element).closest('a, button')) onRowOpen(row);
                      }
                    : undefined
                }
              >
                {columns.map((column, index) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {cell(row, column, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footerRows.length > 0 && (
            <Table.Tfoot>
              {footerRows.map((row) => (
                <Table.Tr key={rowKey(row)} className={classes.footerRow}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {cellValue(row, column)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tfoot>
          )}
        </Table>
      </TableScrollFrame>
      {shown.pageCount > 1 && (
        <Group justify="space-between" mt="xs" gap="xs">
          <Text size="xs" c="gray.7" aria-live="polite">
            {t('table.range', {
              from: first,
              to: first + shown.rows.length - 1,
              total: sorted.length,
            })}
          </Text>
          <Pagination
            size="sm"
            total={shown.pageCount}
            value={shown.page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            getItemProps={(page) => ({ children: format.number(page) })}
          />
        </Group>
      )}
    </div>
  );
}
