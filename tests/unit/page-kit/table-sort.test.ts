import { describe, expect, it } from 'vitest';
import { nextSort, pageOf, sortRows } from '../../../src/components/page-kit/table-sort';

const rows = [
  { name: 'b', score: 10 },
  { name: 'a', score: null },
  { name: 'C', score: 2 },
  { name: 'a2', score: 10 },
];

describe('table sorting and paging', () => {
  it('sorts numbers numerically in both directions and keeps empty values last', () => {
    expect(sortRows(rows, (row) => row.score, 'ascending').map((row) => row.name)).toEqual([
      'C',
      'b',
      'a2',
      'a',
    ]);
    expect(sortRows(rows, (row) => row.score, 'descending').map((row) => row.name)).toEqual([
      'b',
      'a2',
      'C',
      'a',
    ]);
  });

  it('sorts text by the culture ignoring case, and is stable for ties', () => {
    expect(sortRows(rows, (row) => row.name, 'ascending').map((row) => row.name)).toEqual([
      'a',
      'a2',
      'b',
      'C',
    ]);
  });

  it('a new column sorts ascending; the same column again flips the direction', () => {
    const first = nextSort(null, 'score');
    expect(first).toEqual({ columnKey: 'score', direction: 'ascending' });
    expect(nextSort(first, 'score').direction).toBe('descending');
    expect(nextSort(first, 'name')).toEqual({ columnKey: 'name', direction: 'ascending' });
  });

  it('pages rows and clamps a page beyond the last', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(many, 1, 20)).toMatchObject({ page: 1, pageCount: 3 });
    expect(pageOf(many, 3, 20).rows).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(many, 9, 20).page).toBe(3);
    expect(pageOf([], 1, 20)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});
