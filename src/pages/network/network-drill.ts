import type { WireFilter } from '../../../machines/filter';

/** Where the user has drilled to: all countries, one country's regions, or one region's districts. */
export interface Drill {
  countryId?: number;
  regionId?: number;
}

export type DrillLevel = 'country' | 'region' | 'district';

// Not `country`/`region`: those name the filter's dimensions in the address.
const COUNTRY_PARAM = 'drillCountry';
const REGION_PARAM = 'drillRegion';

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The drill-down lives in the address (`?drillCountry=1&drillRegion=4`), so Back goes up a level and links can be shared. */
export function parseDrill(search: URLSearchParams): Drill {
  const countryId = positiveInt(search.get(COUNTRY_PARAM));
  const regionId = countryId === undefined ? undefined : positiveInt(search.get(REGION_PARAM));
  return { countryId, regionId };
}

export function drillSearch(drill: Drill, current = new URLSearchParams()): string {
  const search = new URLSearchParams(current);
  search.delete(COUNTRY_PARAM);
  search.delete(REGION_PARAM);
  if (drill.countryId !== undefined) search.set(COUNTRY_PARAM, String(drill.countryId));
  if (drill.regionId !== undefined) search.set(REGION_PARAM, String(drill.regionId));
  const text = search.toString();
  return text ? `?${text}` : '';
}

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
