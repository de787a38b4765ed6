import { PIVOT_DIMENSIONS, type PivotDimension } from '../../../contract/pivot-dimensions';
import { PIVOT_MEASURES, type PivotMeasure } from './facility-pivot';

/** The pivot a user looks at: what its rows and columns are, and what its cells show. */
export interface PivotChoice {
  rows: PivotDimension;
  columns: PivotDimension;
  show: PivotMeasure;
}

/** The view without pivot parameters: regions by level, counted. */
export const DEFAULT_PIVOT: PivotChoice = { rows: 'region', columns: 'level', show: 'count' };

// Not `region`, `level`...: those name the filter's dimensions in the address.
const PARAMS = { rows: 'rows', columns: 'columns', show: 'show' } as const;

const isDimension = (value: string | null): value is PivotDimension =>
  (PIVOT_DIMENSIONS as readonly (string | null)[]).includes(value);
const isMeasure = (value: string | null): value is PivotMeasure =>
  (PIVOT_MEASURES as readonly (string | null)[]).includes(value);

/**
 * The pivot an address names (`?rows=category&columns=year&show=rowShare`). A missing parameter is
 * the default; one that cannot be read falls back to the default and is named in `invalid`, so the
 * page can say so. Rows and columns never name the same dimension: then the columns fall back.
 */
export function pivotFromAddress(search: URLSearchParams): { value: PivotChoice; invalid: string[] } {
  const invalid: string[] = [];
  const read = <T extends string>(name: string, is: (value: string | null) => value is T, fallback: T): T => {
    const value = search.get(name);
    if (value === null) return fallback;
    if (is(value)) return value;
    invalid.push(name);
    return fallback;
  };
  const rows = read(PARAMS.rows, isDimension, DEFAULT_PIVOT.rows);
  let columns = read(PARAMS.columns, isDimension, DEFAULT_PIVOT.columns);
  if (columns === rows) {
    if (search.has(PARAMS.columns) && !invalid.includes(PARAMS.columns)) invalid.push(PARAMS.columns);
    columns = otherDimension(rows);
  }
  return { value: { rows, columns, show: read(PARAMS.show, isMeasure, DEFAULT_PIVOT.show) }, invalid };
}

/** The default columns, or the default rows when the rows took the default columns' dimension. */
const otherDimension = (rows: PivotDimension): PivotDimension =>
  rows === DEFAULT_PIVOT.columns ? DEFAULT_PIVOT.rows : DEFAULT_PIVOT.columns;

/** The address's search with the pivot's parameters set and every other parameter (the filter's) kept. */
export function pivotSearch(choice: PivotChoice, current: URLSearchParams): string {
  const search = new URLSearchParams(current);
  for (const name of Object.values(PARAMS)) search.set(name, choice[name]);
  return `?${search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':')}`;
}

/** The same pivot with its rows and columns exchanged. */
export const swapPivotAxes = (choice: PivotChoice): PivotChoice => ({
  ...choice,
  rows: choice.columns,
  columns: choice.rows,
});

/**
 * The choice after the user picks `dimension` for one axis: picking the other axis's dimension
 * swaps the two, so rows and columns always differ.
 */
export function choosePivotAxis(
  choice: PivotChoice,
  axis: 'rows' | 'columns',
  dimension: PivotDimension,
): PivotChoice {
  const other = axis === 'rows' ? 'columns' : 'rows';
  if (choice[other] === dimension) return { ...choice, [axis]: dimension, [other]: choice[axis] };
  return { ...choice, [axis]: dimension };
}
