import type { FacilityListItem, Page } from '../../../contract/facility-list.schemas';

export interface FacilityOption {
  value: string;
  label: string;
}

/** Matches a picker asks the server for at once: typing narrows them, on the server. */
export const SHOWN_OPTIONS = 50;

/** How long typing must pause before the server is asked (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

const toOption = (facility: FacilityListItem): FacilityOption => ({
  value: String(facility.id),
  label: facility.name,
});

/** The items of a list answer, or none when there is no answer (yet). */
export function itemsOf(page: Page<FacilityListItem> | undefined): FacilityListItem[] {
  return page?.items ?? [];
}

/** The chosen facilities first (so a picker can always show its value), then the matches not already shown. */
export function pickerOptions(
  chosen: readonly FacilityListItem[],
  matches: readonly FacilityListItem[],
): FacilityOption[] {
  const shown = new Set(chosen.map((facility) => facility.id));
  return [...chosen, ...matches.filter((facility) => !shown.has(facility.id))].map(toOption);
}
