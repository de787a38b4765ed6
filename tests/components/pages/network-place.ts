import type { NetworkAggregateRow } from '../../../contract';

/** A Network Level row: ten facilities, eight active, one to three at each level. */
export const networkPlace = (
  id: number,
  name: string,
  overrides: Partial<NetworkAggregateRow> = {},
): NetworkAggregateRow => ({
  id,
  name,
  facilityCount: 10,
  activeCount: 8,
  averageScore: 70,
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 2,
  level5: 1,
  none: 1,
  ...overrides,
});
