import type { Facility } from '../../../machines/shared/domain.types';

export interface FacilityOption {
  value: string;
  label: string;
}

/** Options a picker shows at once; typing narrows the (possibly 100,000) facilities. */
export const SHOWN_OPTIONS = 50;

// Lower-cased names, computed once per facility list (the sync machine hands out a new array per load).
const searchKeys = new WeakMap<readonly Facility[], string[]>();

function keysOf(facilities: readonly Facility[]): string[] {
  let keys = searchKeys.get(facilities);
  if (!keys) {
    keys = facilities.map((facility) => facility.name.toLowerCase());
    searchKeys.set(facilities, keys);
  }
  return keys;
}

const toOption = (facility: Facility): FacilityOption => ({
  value: String(facility.id),
  label: facility.name,
});

/**
 * The facilities whose name contains the query (any case), at most `limit`, by name. Only the
 * matches become options: handing 100,000 options to a select costs a long task per keystroke.
 */
export function searchFacilities(
  facilities: readonly Facility[],
  query: string,
  limit = SHOWN_OPTIONS,
): FacilityOption[] {
  const keys = keysOf(facilities);
  const needle = query.trim().toLowerCase();
  const found: Facility[] = [];
  for (let index = 0; index < facilities.length && found.length < limit; index += 1) {
    if (keys[index].includes(needle)) found.push(facilities[index]);
  }
  return found.map(toOption).sort((a, b) => a.label.localeCompare(b.label));
}

/** The options of the chosen facilities, so a picker can always show its value. */
export function chosenOptions(facilities: readonly Facility[], ids: readonly number[]): FacilityOption[] {
  const wanted = new Set(ids);
  const byId = new Map(
    facilities.filter((facility) => wanted.has(facility.id)).map((f) => [f.id, toOption(f)]),
  );
  return ids.map((id) => byId.get(id)).filter((option): option is FacilityOption => option !== undefined);
}
