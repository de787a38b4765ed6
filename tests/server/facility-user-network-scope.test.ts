import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityListItem, Page } from '../../contract/facility-list.schemas';
import type { FacilityMapAnswer } from '../../contract/facility-map.schemas';
import type { MapAreasAnswer } from '../../contract/map-areas.schemas';
import type {
  BenchmarkComparisonRow,
  BenchmarkPeerRow,
  FacilityNumbersRow,
  FacilityPivotCell,
  HomeSummaryRow,
  NetworkAggregateRow,
  YearlyOverallRow,
} from '../../contract/query.schemas';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * docs/ui.md, Network pages for a facility user: the portal keeps the network pages from a facility
 * user, but the server is the access control. A facility user who holds every network page's
 * permission (the seed's facility manager) gets answers about their one facility from every network
 * aggregate, list, map and export, never another facility's data; the same calls give an analyst
 * the whole network, so each check can fail.
 */
let api: TestApi;
let manager: string;
let analyst: string;
let own: number;
let other: number;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const EVERYONE = { filter: { activeStates: [] } };

beforeAll(async () => {
  api = await startTestApi('facility-user-network-scope');
  [manager, analyst] = await Promise.all([api.token(USERS.facilityManager), api.token(USERS.analyst)]);
  const { rows } = await api.db.query<{ facility_id: number; permissions: string[] }>(
    'SELECT facility_id, permissions FROM users WHERE id = $1',
    [USERS.facilityManager],
  );
  own = rows[0].facility_id;
  // the seed gives them the network pages' permissions, so only the scope stands in the way
  expect(rows[0].permissions).toEqual(
    expect.arrayContaining([
      'QAP.BenchmarkingPage',
      'QAP.BenchmarkingV2Page',
      'QAP.YearlyPerformancePage',
      'QAP.FacilityNumbersPage',
    ]),
  );
  const assessed = await api.db.query<{ id: number }>(
    `SELECT id FROM facilities WHERE environment_id = $1 AND id <> $2 AND latest_year IS NOT NULL ORDER BY id LIMIT 1`,
    [ENVIRONMENTS.afyaProduction, own],
  );
  other = assessed.rows[0].id;
});
afterAll(() => api?.close());

/** Both users' answers to one call: the manager's must be about one facility, the analyst's about many. */
async function both<T>(ask: (token: string) => Promise<T>) {
  return Promise.all([ask(manager), ask(analyst)]);
}

describe('a facility user holding the network pages’ permissions', () => {
  it('is not the seed’s other facility user: the facility manager works at another facility', async () => {
    const { rows } = await api.db.query<{ facility_id: number }>(
      'SELECT facility_id FROM users WHERE id = $1',
      [USERS.facilityUser],
    );
    expect(rows[0].facility_id).not.toBe(own);
  });

  it('network aggregates (Home, Network Level by place, Facility Numbers, the pivot) count their one facility', async () => {
    const [[home], [homeAll]] = await both(
      async (token) => (await query<HomeSummaryRow>(api, token, 'Home/Summary', EVERYONE)).rows,
    );
    expect(home.facilityCount).toBe(1);
    expect(homeAll.facilityCount).toBeGreaterThan(1);
    for (const groupBy of ['country', 'region', 'district']) {
      const [mine, all] = await both(
        async (token) =>
          (await query<NetworkAggregateRow>(api, token, 'Network/Aggregates', { ...EVERYONE, groupBy })).rows,
      );
      expect(sum(mine.map((row) => row.facilityCount)), groupBy).toBe(1);
      expect(mine, groupBy).toHaveLength(1);
      expect(sum(all.map((row) => row.facilityCount)), groupBy).toBeGreaterThan(1);
    }
    const [counts, countsAll] = await both(
      async (token) => (await query<FacilityNumbersRow>(api, token, 'FacilityNumbers/Counts', EVERYONE)).rows,
    );
    const byCategory = (rows: FacilityNumbersRow[]) =>
      sum(rows.filter((row) => row.dimension === 'category').map((row) => row.count));
    expect(byCategory(counts)).toBe(1);
    expect(byCategory(countsAll)).toBeGreaterThan(1);
    const [cells, cellsAll] = await both(
      async (token) =>
        (
          await query<FacilityPivotCell>(api, token, 'FacilityNumbers/Pivot', {
            ...EVERYONE,
            rows: 'region',
            columns: 'level',
          })
        ).rows,
    );
    const grandTotal = (rows: FacilityPivotCell[]) =>
      rows.find((cell) => cell.rowKey === null && cell.columnKey === null)?.count;
    expect(grandTotal(cells)).toBe(1);
    expect(grandTotal(cellsAll)).toBeGreaterThan(1);
  });

  it('Yearly Performance counts at most their facility each year', async () => {
    const [years, yearsAll] = await both(
      async (token) =>
        (await query<YearlyOverallRow>(api, token, 'YearlyPerformance/Overall', EVERYONE)).rows,
    );
    expect(years.length).toBeGreaterThan(0);
    for (const row of years) expect(row.assessedCount, String(row.year)).toBe(1);
    expect(Math.max(...yearsAll.map((row) => row.assessedCount))).toBeGreaterThan(1);
    // their medians are the environment's aggregates, never a row of another facility
    // (values and the threshold of 5: yearly-references-facility-user.test.ts)
    const { rows: references } = await query(api, manager, 'YearlyPerformance/References', EVERYONE);
    for (const row of references as object[])
      expect(Object.keys(row).sort()).toEqual(['nationalMedian', 'peerMedian', 'regionalMedian', 'year']);
  });

  it('Benchmarking gives their facility no peer, and another facility is not found', async () => {
    const peers = await query<BenchmarkPeerRow>(api, manager, 'Benchmarking/Peers', {
      ...EVERYONE,
      facilityId: own,
    });
    expect(peers.status).toBe(200);
    for (const row of peers.rows) {
      expect(row.peerCount).toBe(0);
      expect([row.median, row.q1, row.q3, row.percentile]).toEqual([null, null, null, null]);
    }
    const analystPeers = await query<BenchmarkPeerRow>(api, analyst, 'Benchmarking/Peers', {
      ...EVERYONE,
      facilityId: own,
    });
    expect(analystPeers.rows[0].peerCount).toBeGreaterThan(0);
    expect((await query(api, manager, 'Benchmarking/Peers', { ...EVERYONE, facilityId: other })).status).toBe(
      404,
    );
  });

  it('Compare facilities answers their facility alone; naming another facility is not found', async () => {
    const mine = await query<BenchmarkComparisonRow>(api, manager, 'BenchmarkingV2/Comparison', {
      ...EVERYONE,
      facilityIds: [own],
    });
    expect(new Set(mine.rows.map((row) => row.facilityId))).toEqual(new Set([own]));
    for (const row of mine.rows) expect(row.scoredCount).toBeLessThanOrEqual(1);
    const mixed = await query(api, manager, 'BenchmarkingV2/Comparison', {
      ...EVERYONE,
      facilityIds: [own, other],
    });
    expect(mixed.status).toBe(404);
    expect(mixed.text).not.toContain('"facilityName"');
  });

  it('the facility list, the map, the map areas and the CSV export hold their facility only', async () => {
    const ask = <T>(path: string, body: Record<string, unknown>) =>
      both(
        async (token) =>
          (await call<T>(api, path, { token, environmentId: ENVIRONMENTS.afyaProduction, body })).body,
      );
    const [list, listAll] = await ask<Page<FacilityListItem>>('/api/qps/facility/list', EVERYONE);
    expect(list.items.map((item) => item.id)).toEqual([own]);
    expect(listAll.total).toBeGreaterThan(1);
    const [map, mapAll] = await ask<FacilityMapAnswer>('/api/qps/facility/map', { ...EVERYONE, zoom: 12 });
    expect(map.total).toBe(1);
    expect(map.points.map((point) => point.id)).toEqual([own]);
    expect(mapAll.total).toBeGreaterThan(1);
    const [areas, areasAll] = await ask<MapAreasAnswer>('/api/qps/facility/areas', EVERYONE);
    expect(sum(areas.regions.map((region) => region.facilities))).toBe(1);
    expect(sum(areas.districts.map((district) => district.facilities))).toBe(1);
    expect(sum(areasAll.regions.map((region) => region.facilities))).toBeGreaterThan(1);
    const csv = await call(api, '/api/qps/facility/export', {
      token: manager,
      environmentId: ENVIRONMENTS.afyaProduction,
      body: EVERYONE,
    });
    expect(csv.status).toBe(200);
    // a header and one facility
    expect(csv.text.trim().split('\n')).toHaveLength(2);
  });
});
