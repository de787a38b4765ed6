/** The columns POST /api/qps/facility/list and /export sort by. */
export const FACILITY_SORT_COLUMNS = [
  'name',
  'code',
  'awardedLevel',
  'latestScore',
  'countryName',
  'regionName',
  'districtName',
] as const;
export type FacilitySortColumn = (typeof FACILITY_SORT_COLUMNS)[number];
