/**
 * The drill-through list's whole state in its address: the filter that produced it, the search,
 * the sort and the page (`/facilities?level=3&active=yes&q=upendo&sort=latestScore&dir=desc&page=2`).
 * A copied address shows the same list; what cannot be read falls back to the default and is named.
 */
import { FACILITY_SORT_COLUMNS, type FacilitySortColumn } from '../../contract/facility-sort';
import { filterFromAddress, filterToAddress, type ParsedAddress } from '../filter/filter-address';
import type { FilterValues } from '../filter/filter.types';
import { readElementScoreRange, withElementScoreRange, writeElementScoreRange } from './score-range-address';

export const LIST_PATH = '/facilities';
export const LIST_PAGE_SIZE = 25;
const MAX_SEARCH = 100;
/** Past this page the server refuses the offset anyway: search or narrow the filter instead. */
const MAX_PAGE = 400_000;

export type SortDirection = 'asc' | 'desc';

export interface ListAddress {
  filter: FilterValues;
  search: string;
  sort: FacilitySortColumn;
  direction: SortDirection;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LIST = { search: '', sort: 'name', direction: 'asc', page: 1 } as const satisfies Omit<
  ListAddress,
  'filter'
>;

const isSortColumn = (value: string): value is FacilitySortColumn =>
  (FACILITY_SORT_COLUMNS as readonly string[]).includes(value);

export function listFromAddress(search: URLSearchParams): ParsedAddress<ListAddress> {
  const { value: filter, invalid } = filterFromAddress(search);
  const range = readElementScoreRange(search, invalid);
  const list: ListAddress = {
    filter: range ? withElementScoreRange(filter, range) : filter,
    ...DEFAULT_LIST,
  };
  const q = search.get('q');
  if (q !== null) {
    if (q.length <= MAX_SEARCH) list.search = q;
    else invalid.push('q');
  }
  const sort = search.get('sort');
  if (sort !== null) {
    if (isSortColumn(sort)) list.sort = sort;
    else invalid.push('sort');
  }
  const direction = search.get('dir');
  if (direction !== null) {
    if (direction === 'asc' || direction === 'desc') list.direction = direction;
    else invalid.push('dir');
  }
  const page = search.get('page');
  if (page !== null) {
    const number = Number(page);
    if (/^[1-9]\d*$/.test(page) && number <= MAX_PAGE) list.page = number;
    else invalid.push('page');
  }
  return { value: list, invalid };
}

/** The address of a list; defaults are left out so addresses stay short and readable. */
export function listToAddress(list: Partial<ListAddress> & { filter: FilterValues }): string {
  const search = filterToAddress(list.filter);
  writeElementScoreRange(list.filter, search);
  if (list.search) search.set('q', list.search);
  if (list.sort && list.sort !== DEFAULT_LIST.sort) search.set('sort', list.sort);
  if (list.direction && list.direction !== DEFAULT_LIST.direction) search.set('dir', list.direction);
  if (list.page && list.page > 1) search.set('page', String(list.page));
  const text = search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
  return text ? `${LIST_PATH}?${text}` : LIST_PATH;
}

/** The server's offset of a page. */
export const offsetOf = (page: number) => (page - 1) * LIST_PAGE_SIZE;
