/** The Facility Numbers pivot's rows, columns and measure live in the address. */
import { describe, expect, it } from 'vitest';
import {
  choosePivotAxis,
  DEFAULT_PIVOT,
  pivotFromAddress,
  pivotSearch,
} from '../../../src/pages/facility-numbers/pivot-address';

const read = (search: string) => pivotFromAddress(new URLSearchParams(search));

describe('the pivot in the address', () => {
  it('without parameters the pivot is regions by level, counted (the first view of the page)', () => {
    expect(read('')).toEqual({ value: { rows: 'region', columns: 'level', show: 'count' }, invalid: [] });
  });

  it('a written choice reads back as the same choice, and the filter’s parameters are kept', () => {
    const choice = { rows: 'year', columns: 'facilityGroup', show: 'columnShare' } as const;
    const search = pivotSearch(choice, new URLSearchParams('env=afya&region=4,7&active=yes'));
    expect(search).toBe('?env=afya&region=4,7&active=yes&rows=year&columns=facilityGroup&show=columnShare');
    expect(read(search.slice(1))).toEqual({ value: choice, invalid: [] });
  });

  it('contracts, contract groups and surveys are read from the address next to the filter’s own contract=', () => {
    expect(read('contract=7&rows=contract&columns=survey')).toEqual({
      value: { rows: 'contract', columns: 'survey', show: 'count' },
      invalid: [],
    });
    expect(read('rows=contractGroup&columns=contracts')).toEqual({
      value: { ...DEFAULT_PIVOT, rows: 'contractGroup' },
      invalid: ['columns'],
    });
  });

  it('unknown names fall back to the defaults and are named', () => {
    expect(read('rows=planet&columns=year&show=all')).toEqual({
      value: { ...DEFAULT_PIVOT, columns: 'year' },
      invalid: ['rows', 'show'],
    });
  });

  it('rows and columns naming the same dimension: the columns fall back and are named', () => {
    expect(read('rows=category&columns=category').value).toMatchObject({
      rows: 'category',
      columns: 'level',
    });
    expect(read('rows=level&columns=level')).toEqual({
      value: { ...DEFAULT_PIVOT, rows: 'level', columns: 'region' },
      invalid: ['columns'],
    });
  });

  it('choosing for one axis the other axis’s dimension swaps them', () => {
    expect(choosePivotAxis(DEFAULT_PIVOT, 'rows', 'level')).toMatchObject({
      rows: 'level',
      columns: 'region',
    });
    expect(choosePivotAxis(DEFAULT_PIVOT, 'columns', 'year')).toMatchObject({
      rows: 'region',
      columns: 'year',
    });
  });
});
