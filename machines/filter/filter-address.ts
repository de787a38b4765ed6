/**
 * The facility filter in an address (`?level=3&active=yes&region=4,7`): readable names, validated
 * values. A parameter that cannot be read is dropped (that dimension falls back to "any") and named
 * in `invalid`, so the page can say so instead of failing. Shared by the drill-through list and any
 * page that keeps its filter in the address.
 */
import { DEFAULT_FILTER } from './filter.rules';
import type { FilterValues } from './filter.types';

/** More values than this in one parameter is not a hand-made address: it is refused. */
const MAX_VALUES = 200;

type IdDimension =
  | 'countryIds'
  | 'regionIds'
  | 'districtIds'
  | 'facilityCategoryIds'
  | 'facilityGroupIds'
  | 'surveyIds';

const ID_PARAMS: Record<IdDimension, string> = {
  countryIds: 'country',
  regionIds: 'region',
  districtIds: 'district',
  facilityCategoryIds: 'category',
  facilityGroupIds: 'group',
  surveyIds: 'survey',
};
export const LEVEL_PARAM = 'level';
export const ACTIVE_PARAM = 'active';
export const CONTRACT_PARAM = 'contract';
export const CONTRACT_GROUP_PARAM = 'contractGroup';
/** "none" in `contract` and `group`: the facilities of no contract, of no facility group. */
const NONE = 'none';
/** The filter's facility group 0 (`group=none`): the facilities of no group, as on the wire. */
const NO_FACILITY_GROUP = 0;
const ACTIVE_WORDS = { yes: [true], no: [false] } as const;

/** Every parameter name the filter uses, so a page can tell its own parameters from the filter's. */
export const FILTER_PARAMS: readonly string[] = [
  ...Object.values(ID_PARAMS),
  LEVEL_PARAM,
  ACTIVE_PARAM,
  CONTRACT_PARAM,
  CONTRACT_GROUP_PARAM,
];

export interface ParsedAddress<T> {
  value: T;
  /** Parameter names whose value could not be read. */
  invalid: string[];
}

const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text);

/** A comma list where every item passes `read`; null when any does not (the whole parameter is invalid). */
function readList<T>(text: string, read: (item: string) => T | undefined): T[] | null {
  const items = text.split(',');
  if (items.length > MAX_VALUES) return null;
  const values: T[] = [];
  for (const item of items) {
    const value = read(item.trim());
    if (value === undefined) return null;
    if (!values.includes(value)) values.push(value);
  }
  return values;
}

const readId = (item: string) => (isId(item) ? Number(item) : undefined);
const readLevel = (item: string) => (/^[0-5]$/.test(item) ? Number(item) : undefined);
const readContract = (item: string) => (item === NONE ? null : readId(item));
const readGroup = (item: string) => (item === NONE ? NO_FACILITY_GROUP : readId(item));
const ID_READERS: Partial<Record<IdDimension, (item: string) => number | undefined>> = {
  facilityGroupIds: readGroup,
};
// Only a facility group can be 0: readId never yields it.
const idText = (id: number) => (id === NO_FACILITY_GROUP ? NONE : String(id));
function readContractGroup(item: string) {
  const [roleId, organizationId, extra] = item.split(':');
  if (extra !== undefined || !isId(roleId ?? '') || !isId(organizationId ?? '')) return undefined;
  return { roleId: Number(roleId), organizationId: Number(organizationId) };
}

/**
 * The filter an address names. A missing parameter does not narrow (an empty list, and for
 * `active` both states): the address alone says which facilities are meant, whoever opens it.
 */
export function filterFromAddress(search: URLSearchParams): ParsedAddress<FilterValues> {
  const invalid: string[] = [];
  const filter: FilterValues = { ...DEFAULT_FILTER, activeStates: [] };
  const read = <T>(name: string, item: (text: string) => T | undefined, apply: (values: T[]) => void) => {
    const text = search.get(name);
    if (text === null) return;
    const values = readList(text, item);
    if (values === null) invalid.push(name);
    else apply(values);
  };
  for (const [dimension, name] of Object.entries(ID_PARAMS) as [IdDimension, string][]) {
    read(name, ID_READERS[dimension] ?? readId, (values) => {
      filter[dimension] = values;
    });
  }
  read(LEVEL_PARAM, readLevel, (values) => {
    filter.awardedLevels = values;
  });
  read(CONTRACT_PARAM, readContract, (values) => {
    filter._contractIds = values;
  });
  read(CONTRACT_GROUP_PARAM, readContractGroup, (values) => {
    filter._contractGroups = values;
  });
  const active = search.get(ACTIVE_PARAM);
  if (active !== null) {
    if (active in ACTIVE_WORDS) filter.activeStates = [...ACTIVE_WORDS[active as keyof typeof ACTIVE_WORDS]];
    else if (active !== 'all') invalid.push(ACTIVE_PARAM);
  }
  return { value: filter, invalid };
}

/** The address parameters of a filter: only the dimensions that narrow, in a stable order. */
export function filterToAddress(filter: FilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const [dimension, name] of Object.entries(ID_PARAMS) as [IdDimension, string][]) {
    if (filter[dimension].length > 0) search.set(name, filter[dimension].map(idText).join(','));
  }
  if (filter.awardedLevels.length > 0) search.set(LEVEL_PARAM, filter.awardedLevels.join(','));
  if (filter._contractIds.length > 0)
    search.set(CONTRACT_PARAM, filter._contractIds.map((id) => (id === null ? NONE : id)).join(','));
  if (filter._contractGroups.length > 0)
    search.set(
      CONTRACT_GROUP_PARAM,
      filter._contractGroups.map((group) => `${group.roleId}:${group.organizationId}`).join(','),
    );
  const active = filter.activeStates.includes(true);
  const inactive = filter.activeStates.includes(false);
  if (active !== inactive) search.set(ACTIVE_PARAM, active ? 'yes' : 'no');
  return search;
}
