import type { FacilityPivotRow, LevelMix } from '../../../contract';
import type { FilterValues } from '../../../machines/filter';
import { LEVEL_MIX_FIELDS } from '../../components/page-kit/level-mix';

export type PivotDimension = 'region' | 'category' | 'activeState';

export const PIVOT_DIMENSIONS: readonly PivotDimension[] = ['region', 'category', 'activeState'];

export const TOTAL_KEY = '__total__';

const NO_LEVELS: LevelMix = { level1: 0, level2: 0, level3: 0, level4: 0, level5: 0, none: 0 };

/**
 * The totals row under the server's pivot: each level column and the row totals summed. The
 * server counts the facilities; the page only adds up its (one row per region, category or state) rows.
 */
export function pivotTotals(rows: readonly FacilityPivotRow[], totalLabel: string): FacilityPivotRow {
  const totals: FacilityPivotRow = { key: TOTAL_KEY, label: totalLabel, total: 0, ...NO_LEVELS };
  for (const row of rows) {
    for (const { field } of LEVEL_MIX_FIELDS) totals[field] += row[field];
    totals.total += row.total;
  }
  return totals;
}

/**
 * What a pivot row counts, as a filter narrowing for its drill-through list (issue 15): its
 * region, category or active state; the totals row narrows nothing.
 */
export function pivotRowNarrowing(dimension: PivotDimension, key: string): Partial<FilterValues> {
  if (key === TOTAL_KEY) return {};
  if (dimension === 'region') return { regionIds: [Number(key)] };
  if (dimension === 'category') return { facilityCategoryIds: [Number(key)] };
  return { activeStates: [key === 'active'] };
}
