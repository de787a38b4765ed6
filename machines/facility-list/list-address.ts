/**
 * The drill-through list's whole state in its address: the filter that produced it, the search,
 * the sort and the page (`/facilities?level=3&active=yes&q=upendo&sort=latestScore&dir=desc&page=2`),
 * the year of the latest assessment when a Facility Numbers pivot cell by year opened it (`year=2023`),
 * and the year (and level) of an assessment when a Yearly Performance figure opened it
 * (`assessedYear=2023&assessedLevel=3`, level 0 = uncertified), or the days of a period when a figure of
 * a chosen period opened it (`assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=3`).
 * A copied address shows the same list; what cannot be read falls back to the default and is named.
 */
import { FACILITY_SORT_COLUMNS, type FacilitySortColumn } from '../../contract/facility-sort';
import { filterFromAddress, filterToAddress, type ParsedAddress } from '../filter/filter-address';
import { ENVIRONMENT_PARAM } from '../filter/filter-address-sync';
import type { FilterValues } from '../filter/filter.types';
import {
  ASSESSED_FROM_PARAM,
  ASSESSED_TO_PARAM,
  type AssessedBetween,
  readAssessedRange,
  writeAssessedRange,
} from './assessed-range-address';
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
  /**
   * Years of the latest assessment (0 = never assessed): not a dimension of the user's filter, so
   * kept apart from it; the list sends it with the filter (the wire filter's `latestYears`).
   */
  latestYears: readonly number[];
  /** Assessed in a year, at that assessment's level when given: kept apart from the filter as `latestYears` is. */
  assessedIn: AssessedIn | null;
  /** Assessed between two days (a period's figure), at that assessment's level when given. */
  assessedBetween: AssessedBetween | null;
}

/** The wire filter's `assessedIn`: a year, and that assessment's level (0 = uncertified) when given. */
export interface AssessedIn {
  year: number;
  level?: number;
}

const YEAR_PARAM = 'year';
const ASSESSED_YEAR_PARAM = 'assessedYear';
const ASSESSED_LEVEL_PARAM = 'assessedLevel';
const NOT_ASSESSED = 'none';

export const DEFAULT_LIST = {
  search: '',
  sort: 'name',
  direction: 'asc',
  page: 1,
  latestYears: [],
  assessedIn: null,
  assessedBetween: null,
} as const satisfies Omit<ListAddress, 'filter'>;

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
  const years = search.get(YEAR_PARAM);
  if (years !== null) {
    const read = readYears(years);
    if (read) list.latestYears = read;
    else invalid.push(YEAR_PARAM);
  }
  readAssessed(search, list, invalid);
  return { value: list, invalid };
}

/**
 * `assessedYear=2023` or `assessedFrom=2025-01-01&assessedTo=2025-03-31`, and with them only
 * `assessedLevel=0..5` (the level of the assessment either names).
 */
function readAssessed(search: URLSearchParams, list: ListAddress, invalid: string[]) {
  const year = search.get(ASSESSED_YEAR_PARAM);
  const level = search.get(ASSESSED_LEVEL_PARAM);
  const range = readAssessedRange(search, invalid);
  const namesAssessment = year !== null || search.has(ASSESSED_FROM_PARAM) || search.has(ASSESSED_TO_PARAM);
  if (year !== null && !/^\d{4}$/.test(year)) invalid.push(ASSESSED_YEAR_PARAM);
  if (level !== null && (!namesAssessment || !/^[0-5]$/.test(level))) invalid.push(ASSESSED_LEVEL_PARAM);
  const atLevel = level !== null && !invalid.includes(ASSESSED_LEVEL_PARAM) ? { level: Number(level) } : {};
  if (range) list.assessedBetween = { ...range, ...atLevel };
  if (year !== null && !invalid.includes(ASSESSED_YEAR_PARAM))
    list.assessedIn = { year: Number(year), ...atLevel };
}

const readYear = (item: string) =>
  item === NOT_ASSESSED ? 0 : /^\d{4}$/.test(item) ? Number(item) : undefined;

/** `2023,none` -> [2023, 0]; null when any item is not a year. */
function readYears(text: string): number[] | null {
  const years = text.split(',').map(readYear);
  const valid = years.length <= 200 && years.every((year): year is number => year !== undefined);
  return valid ? [...new Set(years as number[])] : null;
}

/**
 * The address of a list; defaults are left out so addresses stay short and readable. The
 * environment, when given, is named first (`?env=afya-production&level=3`): the list is one
 * environment's, so a copied address opens there (docs/ui.md, "State in the address").
 */
export function listToAddress(
  list: Partial<ListAddress> & { filter: FilterValues },
  environmentId?: string,
): string {
  const search = new URLSearchParams(environmentId ? [[ENVIRONMENT_PARAM, environmentId]] : []);
  for (const [name, value] of filterToAddress(list.filter)) search.append(name, value);
  writeElementScoreRange(list.filter, search);
  if (list.search) search.set('q', list.search);
  if (list.sort && list.sort !== DEFAULT_LIST.sort) search.set('sort', list.sort);
  if (list.direction && list.direction !== DEFAULT_LIST.direction) search.set('dir', list.direction);
  if (list.page && list.page > 1) search.set('page', String(list.page));
  if (list.latestYears && list.latestYears.length > 0)
    search.set(YEAR_PARAM, list.latestYears.map((year) => (year === 0 ? NOT_ASSESSED : year)).join(','));
  if (list.assessedIn) search.set(ASSESSED_YEAR_PARAM, String(list.assessedIn.year));
  writeAssessedRange(list.assessedBetween, search);
  const level = list.assessedIn?.level ?? list.assessedBetween?.level;
  if (level !== undefined) search.set(ASSESSED_LEVEL_PARAM, String(level));
  const text = search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
  return text ? `${LIST_PATH}?${text}` : LIST_PATH;
}

/** The server's offset of a page. */
export const offsetOf = (page: number) => (page - 1) * LIST_PAGE_SIZE;
