import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityPivotCell, PivotDimension } from '../../contract/query.schemas';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Facility Numbers as a free pivot. Every cell, total and percentage is checked
 * against the seeded facilities counted here, in the test, from the base table (never the
 * analytics tables the query reads).
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('pivot', 120);
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

interface BaseFacility {
  country_id: number;
  region_id: number;
  district_id: number;
  facility_group_id: number | null;
  category_id: number;
  awarded_level: number | null;
  active: boolean;
  latest_year: number | null;
}

/** The dimensions of one value per facility (the overlapping ones: facility-pivot-overlapping.test.ts). */
type SingleDimension = Exclude<PivotDimension, 'contract' | 'contractGroup' | 'survey'>;

/** What each dimension means, in the words: ids, levels 1-5, active or not, the latest assessment's year. */
const VALUE_OF: Record<SingleDimension, (facility: BaseFacility) => string> = {
  country: (f) => String(f.country_id),
  region: (f) => String(f.region_id),
  district: (f) => String(f.district_id),
  facilityGroup: (f) => (f.facility_group_id === null ? 'none' : String(f.facility_group_id)),
  category: (f) => String(f.category_id),
  level: (f) => (f.awarded_level === null ? 'none' : String(f.awarded_level)),
  activeState: (f) => (f.active ? 'active' : 'inactive'),
  year: (f) => (f.latest_year === null ? 'none' : String(f.latest_year)),
};

async function baseFacilities(environmentId: string, where = 'true'): Promise<BaseFacility[]> {
  const { rows } = await api.db.query<BaseFacility>(
    `SELECT country_id, region_id, district_id, facility_group_id, category_id, awarded_level,
       (is_cert_active OR is_self_active OR is_entry_active) AS active, latest_year
     FROM facilities WHERE environment_id = $1 AND ${where}`,
    [environmentId],
  );
  return rows;
}

/** One decimal of a percentage: what the page shows, so it never rounds a rounded share again. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const id = (rowKey: string | null, columnKey: string | null) => `${rowKey ?? '*'}|${columnKey ?? '*'}`;

/** The cells the pivot must answer: every non-empty combination, each row, each column, everything. */
function expectedCells(facilities: BaseFacility[], rows: SingleDimension, columns: SingleDimension) {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const facility of facilities) {
    const row = VALUE_OF[rows](facility);
    const column = VALUE_OF[columns](facility);
    for (const key of [id(row, column), id(row, null), id(null, column), id(null, null)]) add(key);
  }
  const cells = new Map<string, { count: number; rowShare: number; columnShare: number }>();
  for (const [key, count] of counts) {
    const [row, column] = key.split('|');
    const rowTotal = counts.get(`${row}|*`) ?? 0;
    const columnTotal = counts.get(`*|${column}`) ?? 0;
    cells.set(key, {
      count,
      rowShare: rowTotal ? round3(count / rowTotal) : 0,
      columnShare: columnTotal ? round3(count / columnTotal) : 0,
    });
  }
  return cells;
}

const answered = (cells: FacilityPivotCell[]) =>
  new Map(
    cells.map((cell) => [
      id(cell.rowKey, cell.columnKey),
      { count: cell.count, rowShare: cell.rowShare, columnShare: cell.columnShare },
    ]),
  );

const pivot = (params: Record<string, unknown>, token = analyst, environmentId?: string) =>
  query<FacilityPivotCell>(api, token, 'FacilityNumbers/Pivot', params, environmentId);

describe('FacilityNumbers/Pivot: any two dimensions', () => {
  const PAIRS: [SingleDimension, SingleDimension][] = [
    ['region', 'level'],
    ['category', 'year'],
    ['year', 'activeState'],
    ['district', 'facilityGroup'],
    ['facilityGroup', 'country'],
    ['level', 'category'],
  ];
  for (const [rows, columns] of PAIRS) {
    it(`counts, totals and row and column percentages of ${rows} by ${columns} match the seeded facilities`, async () => {
      const answer = await pivot({ rows, columns });
      expect(answer.status).toBe(200);
      const facilities = await baseFacilities(ENVIRONMENTS.afyaProduction);
      expect(answered(answer.rows)).toEqual(expectedCells(facilities, rows, columns));
      expect(answer.rows.find((cell) => cell.rowKey === null && cell.columnKey === null)?.count).toBe(
        facilities.length,
      );
    });
  }

  it('honours the filter: only the filtered facilities are counted', async () => {
    const answer = await pivot({ rows: 'level', columns: 'year', filter: { activeStates: [false] } });
    expect(answer.status).toBe(200);
    const inactive = await baseFacilities(
      ENVIRONMENTS.afyaProduction,
      'NOT (is_cert_active OR is_self_active OR is_entry_active)',
    );
    expect(inactive.length).toBeGreaterThan(0);
    expect(answered(answer.rows)).toEqual(expectedCells(inactive, 'level', 'year'));
  });

  it('labels the values: region names, levels, years, and "none" for what has no value', async () => {
    const { rows } = await pivot({ rows: 'region', columns: 'year' });
    const { rows: names } = await api.db.query<{ id: number; name: string }>('SELECT id, name FROM regions');
    for (const cell of rows.filter((row) => row.rowKey !== null)) {
      expect(cell.rowLabel).toBe(names.find((region) => String(region.id) === cell.rowKey)?.name);
    }
    const years = rows.filter((row) => row.rowKey === null && row.columnKey !== null);
    for (const cell of years)
      expect(cell.columnLabel).toBe(cell.columnKey === 'none' ? 'Not assessed' : cell.columnKey);
    // years in order, the never assessed last
    const keys = years.map((cell) => cell.columnKey);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('the list behind a pivot cell by year (wire filter latestYears)', () => {
  it('lists the facilities whose latest assessment was in that year, 0 for those never assessed, as many as the cell counts', async () => {
    const { rows: cells } = await pivot({ rows: 'region', columns: 'year' });
    const columnTotals = cells.filter((cell) => cell.rowKey === null && cell.columnKey !== null);
    expect(columnTotals.some((cell) => cell.columnKey === 'none')).toBe(true);
    const facilities = await baseFacilities(ENVIRONMENTS.afyaProduction);
    for (const total of columnTotals) {
      const year = total.columnKey === 'none' ? 0 : Number(total.columnKey);
      const list = await call<{ total: number }>(api, '/api/qps/facility/list', {
        token: analyst,
        environmentId: ENVIRONMENTS.afyaProduction,
        body: { filter: { latestYears: [year] }, limit: 1 },
      });
      expect(list.status).toBe(200);
      const expected = facilities.filter((f) => (f.latest_year ?? 0) === year).length;
      expect(list.body.total, `year ${total.columnKey}`).toBe(expected);
      expect(total.count).toBe(expected);
    }
  });
});

describe('FacilityNumbers/Pivot: validation, permission and tenant', () => {
  it('an unknown dimension is a 400 that names the parameter and the dimensions allowed', async () => {
    const answer = await pivot({ rows: 'planet', columns: 'level' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/rows: must be one of country, region, district/);
    const missing = await pivot({ rows: 'region' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toContain('columns');
  });

  it('the same dimension on rows and columns is a 400', async () => {
    const answer = await pivot({ rows: 'region', columns: 'region' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('rows and columns must be different dimensions');
  });

  it("rows, columns and a cell's latestYears of the wrong kind are a 400 with a message, never a 500", async () => {
    for (const params of [
      { rows: ['region'], columns: 'level' },
      { rows: 'region', columns: null },
      { rows: 42, columns: { __proto__: 'level' } },
    ]) {
      const answer = await pivot(params);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body.error?.message, JSON.stringify(params)).toMatch(/rows|columns/);
    }
    for (const latestYears of ['2024', [2024.5], [-1], [10_000], Array(1_000).fill(2024), [null]]) {
      const list = await call(api, '/api/qps/facility/list', {
        token: analyst,
        environmentId: ENVIRONMENTS.afyaProduction,
        body: { filter: { latestYears }, limit: 1 },
      });
      expect(list.status, JSON.stringify(latestYears).slice(0, 40)).toBe(400);
      expect((list.body as { error?: { message?: string } }).error?.message).toContain('latestYears');
    }
  });

  it('needs the permission QAP.FacilityNumbersPage', async () => {
    const viewer = await api.token(USERS.viewer);
    const answer = await pivot({ rows: 'region', columns: 'level' }, viewer);
    expect(answer.status).toBe(403);
  });

  it('counts only the facilities of the caller’s own environment; another tenant’s environment is refused', async () => {
    const other = await api.token(USERS.secondTenantAnalyst);
    const own = await pivot({ rows: 'country', columns: 'level' }, other, ENVIRONMENTS.maishaProduction);
    expect(own.status).toBe(200);
    const facilities = await baseFacilities(ENVIRONMENTS.maishaProduction);
    expect(answered(own.rows)).toEqual(expectedCells(facilities, 'country', 'level'));
    const foreign = await pivot({ rows: 'country', columns: 'level' }, other, ENVIRONMENTS.afyaProduction);
    expect(foreign.status).toBe(403);
    expect(foreign.rows).toEqual([]);
  });

  it('a facility user’s pivot counts its own facility only (whatever filter it sends)', async () => {
    const [own] = (
      await api.db.query<{ facility_id: number }>('SELECT facility_id FROM users WHERE id = $1', [
        USERS.facilityUser,
      ])
    ).rows;
    const definition = QUERY_REGISTRY['FacilityNumbers/Pivot'];
    const cells = await definition.run({
      db: api.db,
      scope: { environmentId: ENVIRONMENTS.afyaProduction, facilityUserFacilityId: own.facility_id },
      params: { rows: 'region', columns: 'year', filter: {} },
    });
    expect(cells.find((cell) => cell.rowKey === null && cell.columnKey === null)?.count).toBe(1);
    expect(cells.filter((cell) => cell.rowKey !== null && cell.columnKey !== null)).toHaveLength(1);
  });
});
