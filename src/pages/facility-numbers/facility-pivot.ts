import { isFacilityActive } from '../../../machines/filter';
import type { Facility } from '../../../machines/shared/domain.types';
import { type Level, levelKey } from '../../components/page-kit';
import type { FacilityNumbersRow } from '../../../contract';

export type PivotDimension = 'region' | 'category' | 'activeState';

export const PIVOT_DIMENSIONS: readonly PivotDimension[] = ['region', 'category', 'activeState'];

export const PIVOT_LEVELS: readonly (Level | 'none')[] = [1, 2, 3, 4, 5, 'none'];

export interface PivotRow {
  key: string;
  label: string;
  byLevel: Record<Level | 'none', number>;
  total: number;
}

export const TOTAL_KEY = '__total__';

const rowKeyOf: Record<PivotDimension, (facility: Facility) => string> = {
  region: (facility) => String(facility.location.regionId),
  category: (facility) => String(facility.categoryId),
  activeState: (facility) => (isFacilityActive(facility) ? 'active' : 'inactive'),
};

const emptyLevels = (): Record<Level | 'none', number> => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, none: 0 });

/**
 * Facilities counted by a row dimension against certification level, with row totals and a
 * totals row. Row labels come from the FacilityNumbers/Counts answer (names in the user's data).
 */
export function pivotFacilities(
  facilities: readonly Facility[],
  dimension: PivotDimension,
  labels: readonly FacilityNumbersRow[],
  totalLabel: string,
): { rows: PivotRow[]; totals: PivotRow } {
  const labelOf = new Map(
    labels.filter((row) => row.dimension === dimension).map((row) => [row.key, row.label]),
  );
  const rows = new Map<string, PivotRow>();
  const totals: PivotRow = { key: TOTAL_KEY, label: totalLabel, byLevel: emptyLevels(), total: 0 };
  for (const facility of facilities) {
    const key = rowKeyOf[dimension](facility);
    let row = rows.get(key);
    if (!row) {
      row = { key, label: labelOf.get(key) ?? key, byLevel: emptyLevels(), total: 0 };
      rows.set(key, row);
    }
    const level = levelKey(facility.awardedLevel);
    row.byLevel[level] += 1;
    row.total += 1;
    totals.byLevel[level] += 1;
    totals.total += 1;
  }
  return { rows: [...rows.values()].sort((a, b) => a.label.localeCompare(b.label)), totals };
}
