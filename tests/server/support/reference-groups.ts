/** The reference medians and the column of `facilities` each one groups by (the spec's country, region and category). */
export const GROUP_COLUMN = {
  nationalMedian: 'country_id',
  regionalMedian: 'region_id',
  peerMedian: 'category_id',
} as const;

export type Reference = keyof typeof GROUP_COLUMN;
