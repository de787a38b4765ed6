import { Anchor, Group, Pagination, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FacilitySortColumn } from '../../../contract/facility-sort';
import { LIST_PAGE_SIZE, type ListAddress, offsetOf } from '../../../machines/facility-list/list-address';
import { listWireFilter } from '../../../machines/facility-list/list-wire-filter';
import { useFacilityData } from '../../app/hooks/page-data.hooks';
import { LevelBadge } from '../../components/page-kit/LevelBadge';
import { PageState } from '../../components/page-kit/PageState';
import { type Formatters, useFormatters } from '../../components/page-kit/page-data.hooks';
import { emptyWhen } from '../../components/page-kit/section-data';
import { TableScrollFrame } from '../../components/page-kit/TableScrollFrame';

interface Column {
  key: 'name' | 'place' | 'level' | 'score';
  sort: FacilitySortColumn;
  align?: 'right';
}

const COLUMNS: Column[] = [
  { key: 'name', sort: 'name' },
  { key: 'place', sort: 'regionName' },
  { key: 'level', sort: 'awardedLevel' },
  { key: 'score', sort: 'latestScore', align: 'right' },
];

/** The header of the score of the assessment the list names: its year's, or the period's. */
function assessedScoreHeader(
  list: ListAddress,
  t: TFunction<['analysis', 'pages-common', 'yearly-drill']>,
  format: Formatters,
) {
  return list.assessedIn
    ? t('yearly-drill:listScore.year', {
        year: format.number(list.assessedIn.year, { useGrouping: false }),
      })
    : t('yearly-drill:listScore.period');
}

/** One server page of the list; the column headers sort on the server, the pages are the server's. */
export function FacilityListTable({
  list,
  onChange,
}: {
  list: ListAddress;
  onChange: (patch: Partial<ListAddress>) => void;
}) {
  const { t } = useTranslation(['analysis', 'pages-common', 'yearly-drill']);
  const format = useFormatters();
  const params = useMemo(
    () => ({
      filter: listWireFilter(list),
      ...(list.search && { search: list.search }),
      sort: list.sort,
      direction: list.direction,
      offset: offsetOf(list.page),
      limit: LIST_PAGE_SIZE,
    }),
    [list],
  );
  const data = useFacilityData('facilityList', params);
  const page = data.result?.data;
  // a list of the facilities assessed in a year or a period: their score in it and the mean, the
  // average the figure it was opened from showed
  const assessedHeader = page?.assessedMean === undefined ? null : assessedScoreHeader(list, t, format);
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / LIST_PAGE_SIZE));
  const sortBy = (column: Column) =>
    onChange({
      sort: column.sort,
      direction: list.sort === column.sort && list.direction === 'asc' ? 'desc' : 'asc',
    });

  return (
    <PageState
      data={emptyWhen(data, page !== undefined && page.total === 0)}
      skeleton="table"
      label={t('drill.title')}
      emptyTitle={t('drill.empty')}
    >
      {() => (
        <>
          <Text role="status" c="gray.7" size="sm">
            {t('drill.count', { count: page?.total ?? 0, formatted: format.number(page?.total ?? 0) })}
          </Text>
          {/* The pages' scroll frame: it clips the hidden caption and sort texts, so the page never scrolls sideways. */}
          <TableScrollFrame>
            <Table striped verticalSpacing="xs" miw={560}>
              <VisuallyHidden component="caption">{t('drill.title')}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => {
                    const active = list.sort === column.sort;
                    const Icon = !active
                      ? IconArrowsSort
                      : list.direction === 'asc'
                        ? IconArrowUp
                        : IconArrowDown;
                    return (
                      <Table.Th
                        key={column.key}
                        ta={column.align}
                        scope="col"
                        aria-sort={active ? (list.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                      >
                        <UnstyledButton onClick={() => sortBy(column)} fw={700} fz="sm">
                          <Group gap={4} wrap="nowrap" component="span">
                            {t(`drill.column.${column.key}`)}
                            <Icon size={14} aria-hidden />
                          </Group>
                          <VisuallyHidden>{t('pages-common:table.sortBy')}</VisuallyHidden>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                  {assessedHeader && (
                    <Table.Th ta="right" scope="col" fw={700} fz="sm">
                      {assessedHeader}
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page?.items.map((facility) => (
                  <Table.Tr key={facility.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/facility/details/${facility.id}`}>
                        {facility.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{`${facility.districtName}, ${facility.regionName}, ${facility.countryName}`}</Table.Td>
                    <Table.Td>
                      <LevelBadge level={facility.awardedLevel} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right">{format.score(facility.latestScore)}</Table.Td>
                    {assessedHeader && <Table.Td ta="right">{format.score(facility.assessedScore)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {assessedHeader && (
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row" colSpan={COLUMNS.length}>
                      {t('yearly-drill:listMean')}
                    </Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {format.score(page?.assessedMean)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </TableScrollFrame>
          {pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={pageCount}
                value={Math.min(list.page, pageCount)}
                onChange={(next) => onChange({ page: next })}
                getControlProps={(control) => ({ 'aria-label': t(`pages-common:table.${control}Page`) })}
                getItemProps={(page) => ({ children: format.number(page) })}
              />
            </Group>
          )}
        </>
      )}
    </PageState>
  );
}
