/**
 * The options of the filter panel's dimensions (spec sections 5 and 7), loaded for the signed-in
 * user's environment: one page-data child per source. Regions narrow to the chosen countries,
 * districts to the chosen countries and regions.
 */

/** Where the filter panel's options come from; one child actor each (its id). */
export const FILTER_OPTION_SOURCES = [
  'countries',
  'regions',
  'districts',
  'contracts',
  'facilityGroups',
  'surveys',
  'categories',
] as const;

export type FilterOptionSource = (typeof FILTER_OPTION_SOURCES)[number];

/** What the options depend on, read from the session, environment and filter machines. */
export interface FilterOptionInputs {
  signedIn: boolean;
  environmentId: string | null;
  countryIds: number[];
  regionIds: number[];
}

export type FilterOptionsContext = FilterOptionInputs;

export type FilterOptionsEvent = { type: 'filterOptions.inputsChanged' } & FilterOptionInputs;
