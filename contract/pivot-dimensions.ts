/**
 * What the Facility Numbers pivot (FacilityNumbers/Pivot) can put on its rows or columns, issue 15:
 * the filter's dimensions that split the facilities into parts (contracts and surveys do not: a
 * facility may have several) and `year`, the year of the facility's latest assessment. Zod-free,
 * so the page reads it without loading zod.
 */
export const PIVOT_DIMENSIONS = [
  'country',
  'region',
  'district',
  'facilityGroup',
  'category',
  'level',
  'activeState',
  'year',
] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
