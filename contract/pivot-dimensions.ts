/**
 * What the Facility Numbers pivot (FacilityNumbers/Pivot) can put on its rows or columns:
 * the filter's dimensions and `year`, the year of the facility's latest assessment. Zod-free, so the
 * page reads it without loading zod.
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
  'contract',
  'contractGroup',
  'survey',
] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

/**
 * The dimensions a facility can have several values of (several contracts, contract groups,
 * surveys): it is counted in each of its rows, and a total counts it once, so rows overlap.
 */
export const OVERLAPPING_PIVOT_DIMENSIONS: readonly PivotDimension[] = [
  'contract',
  'contractGroup',
  'survey',
];
