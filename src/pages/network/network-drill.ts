import type { WireFilter } from '../../../machines/filter';
import type { ParsedAddress } from '../../../machines/filter/filter-address';
import { idFromAddress } from '../../../machines/shared/id-address';
import { readable } from '../../../machines/shared/period-address';

/** Where the user has drilled to: all countries, one country's regions, or one region's districts. */
export interface Drill {
  countryId?: number;
  regionId?: number;
}

export type DrillLevel = 'country' | 'region' | 'district';

// Not `country`/`region`: those name the filter's dimensions in the address.
const COUNTRY_PARAM = 'drillCountry';
const REGION_PARAM = 'drillRegion';
/** The drill's parameters, in the order a notice names them. */
export const DRILL_PARAMS = [COUNTRY_PARAM, REGION_PARAM];

/**
 * The drill-down lives in the address (`?drillCountry=1&drillRegion=4`), so Back goes up a level and
 * links can be shared. An unreadable id, or a region without its country, is not drilled into and
 * is named.
 */
export function drillFromAddress(search: URLSearchParams): ParsedAddress<Drill> {
  const country = idFromAddress(search, COUNTRY_PARAM);
  const region = idFromAddress(search, REGION_PARAM);
  const countryId = country.value ?? undefined;
  const regionWithoutCountry = countryId === undefined && region.value !== null;
  return {
    value: { countryId, regionId: countryId === undefined ? undefined : (region.value ?? undefined) },
    invalid: [...country.invalid, ...region.invalid, ...(regionWithoutCountry ? [REGION_PARAM] : [])],
  };
}

const unknown = (id: number | undefined, known: readonly number[] | null) =>
  id !== undefined && known !== null && !known.includes(id);

/**
 * The drill inside the environment's places (`countryIds` its countries, `regionIds` the drilled
 * country's regions; null until they are known): an unknown country goes back to all countries, a
 * region outside the country to the country, and what was dropped is named.
 */
export function drillInPlaces(
  drill: Drill,
  places: { countryIds: readonly number[] | null; regionIds: readonly number[] | null },
): ParsedAddress<Drill> {
  if (unknown(drill.countryId, places.countryIds)) {
    return {
      value: {},
      invalid: drill.regionId === undefined ? [COUNTRY_PARAM] : [COUNTRY_PARAM, REGION_PARAM],
    };
  }
  if (unknown(drill.regionId, places.regionIds)) {
    return { value: { countryId: drill.countryId }, invalid: [REGION_PARAM] };
  }
  return { value: drill, invalid: [] };
}

export function drillSearch(drill: Drill, current = new URLSearchParams()): string {
  const search = new URLSearchParams(current);
  search.delete(COUNTRY_PARAM);
  search.delete(REGION_PARAM);
  if (drill.countryId !== undefined) search.set(COUNTRY_PARAM, String(drill.countryId));
  if (drill.regionId !== undefined) search.set(REGION_PARAM, String(drill.regionId));
  const text = readable(search);
  return text ? `?${text}` : '';
}

/**
 * Where the page starts when its address names no drill: the level below the place the filter
 * pins, so narrowing the filter to one region lists that region's districts (not a one-row table
 * of its country). One country: its regions; one region (its country from `regionCountry`, the
 * region list; unknown until it answers): its districts. Otherwise all countries.
 */
export function pinnedDrill(
  filter: WireFilter | undefined,
  regionCountry: (regionId: number) => number | undefined,
): Drill {
  const only = (ids: number[] | undefined) => (ids?.length === 1 ? ids[0] : undefined);
  const regionId = only(filter?.regionIds);
  const countryOfRegion = regionId === undefined ? undefined : regionCountry(regionId);
  if (regionId !== undefined && countryOfRegion !== undefined)
    return { countryId: countryOfRegion, regionId };
  const countryId = only(filter?.countryIds);
  return countryId === undefined ? {} : { countryId };
}

/** How many levels down a drill is: 0 all countries, 1 a country, 2 a region. */
export const drillDepth = (drill: Drill) =>
  drill.regionId !== undefined ? 2 : drill.countryId !== undefined ? 1 : 0;

/** The level whose rows are listed: the children of the place drilled into. */
export function drillLevel(drill: Drill): DrillLevel {
  if (drill.regionId !== undefined) return 'district';
  if (drill.countryId !== undefined) return 'region';
  return 'country';
}

/** One level deeper into a listed row; districts are the last level. */
export function drillInto(drill: Drill, id: number): Drill | null {
  switch (drillLevel(drill)) {
    case 'country':
      return { countryId: id };
    case 'region':
      return { countryId: drill.countryId, regionId: id };
    default:
      return null;
  }
}

const excludes = (chosen: number[] | undefined, id: number | undefined) =>
  id !== undefined && chosen !== undefined && chosen.length > 0 && !chosen.includes(id);

/**
 * The drill without the places the filter leaves out (a shared link, or a filter changed after
 * drilling): a country outside the filter goes back to all countries, a region to its country.
 */
export function clampDrill(drill: Drill, filter: WireFilter | undefined): Drill {
  if (excludes(filter?.countryIds, drill.countryId)) return {};
  if (excludes(filter?.regionIds, drill.regionId)) return { countryId: drill.countryId };
  return drill;
}

/** The user's filter narrowed to the place drilled into (call with a clamped drill: it lies inside the filter). */
export function drillFilter(filter: WireFilter | undefined, drill: Drill): WireFilter | undefined {
  return filter && { ...filter, ...drillNarrowing(drill) };
}

/** The place drilled into as a filter narrowing, for the drill-through list of its facilities. */
export function drillNarrowing(drill: Drill): { countryIds?: number[]; regionIds?: number[] } {
  return {
    ...(drill.countryId !== undefined && { countryIds: [drill.countryId] }),
    ...(drill.regionId !== undefined && { regionIds: [drill.regionId] }),
  };
}

/** A listed place as a filter narrowing: the drill-through list of a row's facilities. */
export function rowNarrowing(drill: Drill, id: number) {
  const level = drillLevel(drill);
  const key = level === 'country' ? 'countryIds' : level === 'region' ? 'regionIds' : 'districtIds';
  return { ...drillNarrowing(drill), [key]: [id] };
}
