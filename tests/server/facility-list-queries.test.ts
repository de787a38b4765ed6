import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityListItem } from '../../contract/facility-list.schemas';
import { MAX_MAP_POINTS, MIN_POINTS_ZOOM } from '../../contract/facility-map.schemas';
import { facilityExportBatches } from '../../server/queries/facility-export.queries';
import { facilityMap } from '../../server/queries/facility-map.queries';
import { facilityPage } from '../../server/queries/facility-page.queries';
import type { ScopeContext } from '../../server/queries/facility-scope';
import { publicFacilityPage } from '../../server/queries/public-facilities';
import { ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
const scope: ScopeContext = { environmentId: ENVIRONMENTS.afyaProduction };
let total: number;
beforeAll(async () => {
  api = await startTestApi('list-queries');
  const { rows } = await api.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM facilities WHERE environment_id = $1',
    [scope.environmentId],
  );
  total = rows[0].count;
});
afterAll(() => api?.close());

const page = (request: Partial<Parameters<typeof facilityPage>[3]> = {}) =>
  facilityPage(api.db, scope, {}, { offset: 0, limit: 200, sort: 'name', direction: 'asc', ...request });

/** The list order of the contract: by the column (nulls last), ties by id in the same direction. */
function listOrder(items: FacilityListItem[], key: keyof FacilityListItem, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    if (x === null && y !== null) return 1;
    if (y === null && x !== null) return -1;
    if (x !== y && x !== null && y !== null) return (x < y ? -1 : 1) * sign;
    return (a.id - b.id) * sign;
  });
}

describe('facilityPage: server-side paging, sorting and search', () => {
  it('total counts the whole selection; pages split it without overlap, the last one partial', async () => {
    const first = await page({ limit: 15 });
    expect(first.total).toBe(total);
    const pages = [first];
    for (let offset = 15; offset < total; offset += 15) pages.push(await page({ offset, limit: 15 }));
    const ids = pages.flatMap((answer) => answer.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(total);
    expect(pages.at(-1)?.items.length).toBe(total % 15 || 15);
  });

  it('an offset beyond the total answers no items and the true total', async () => {
    const answer = await page({ offset: total + 10, limit: 10 });
    expect(answer).toMatchObject({ total, offset: total + 10, items: [] });
  });

  for (const sort of ['latestScore', 'awardedLevel', 'name', 'regionName'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction}, nulls last, ties by id`, async () => {
        const { items } = await page({ sort, direction });
        expect(items.map((item) => item.id)).toEqual(
          listOrder(items, sort, direction).map((item) => item.id),
        );
        if (sort === 'awardedLevel') expect(items.at(-1)?.awardedLevel).toBeNull();
      });
    }
  }

  it('search matches word prefixes of the name or the start of the code, ignoring case', async () => {
    const { rows } = await api.db.query<{ name: string; code: string }>(
      'SELECT name, code FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 1',
      [scope.environmentId],
    );
    const word = rows[0].name.split(' ')[1];
    const byWord = await page({ search: word.slice(0, 3).toUpperCase() });
    const { rows: expected } = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM facilities WHERE environment_id = $1
       AND (' ' || lower(name)) LIKE '% ' || $2 || '%'`,
      [scope.environmentId, word.slice(0, 3).toLowerCase()],
    );
    expect(byWord.total).toBe(expected[0].count);
    expect(
      byWord.items.every((item) => item.name.toLowerCase().includes(word.slice(0, 3).toLowerCase())),
    ).toBe(true);
    const byCode = await page({ search: rows[0].code.toLowerCase() });
    expect(byCode.items.map((item) => item.code)).toEqual([rows[0].code]);
    expect((await page({ search: 'zzzqqq' })).total).toBe(0);
  });

  it('ids narrow the page to those facilities; unknown ids are simply absent', async () => {
    const { items } = await page({ limit: 3 });
    const answer = await page({ ids: [items[0].id, items[2].id, 999_999_999] });
    expect(answer.total).toBe(2);
    expect(answer.items.map((item) => item.id)).toEqual([items[0].id, items[2].id]);
  });
});

describe('facilityExportBatches', () => {
  it('covers the selection exactly once, in the list order, across batch edges and nulls', async () => {
    const batches: FacilityListItem[][] = [];
    for await (const batch of facilityExportBatches(
      api.db,
      scope,
      {},
      { sort: 'latestScore', direction: 'desc' },
      7,
    ))
      batches.push(batch);
    const rows = batches.flat();
    expect(rows.length).toBe(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    expect(rows.map((row) => row.id)).toEqual(listOrder(rows, 'latestScore', 'desc').map((row) => row.id));
    expect(batches.every((batch) => batch.length <= 7)).toBe(true);
  });
});

describe('facilityMap', () => {
  for (const zoom of [2, 9]) {
    it(`clusters at zoom ${zoom} sum to the selection, their level counts to their size`, async () => {
      const answer = await facilityMap(api.db, scope, { regionIds: [] }, { zoom });
      expect(answer.total).toBe(total);
      expect(answer.cellDegrees).toBe(360 / 2 ** (zoom + 3));
      expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(total);
      for (const cluster of answer.clusters)
        expect(cluster.levelCounts.reduce((sum, count) => sum + count, 0)).toBe(cluster.count);
      // from MIN_POINTS_ZOOM a selection small enough comes as single points too, ready to draw
      // without a second call; further out only clusters (single points merged into blobs there)
      expect(answer.points).toHaveLength(zoom >= MIN_POINTS_ZOOM && total <= MAX_MAP_POINTS ? total : 0);
    });
  }

  it('answers the single facilities inside the box when few enough, and the extent of the selection', async () => {
    const answer = await facilityMap(
      api.db,
      scope,
      {},
      { zoom: 10, bbox: [-180, -90, 180, 90], activeOnly: true },
    );
    const { rows } = await api.db.query<{ count: number; west: number; north: number }>(
      `SELECT count(*)::int AS count, min(longitude) AS west, max(latitude) AS north FROM facilities
       WHERE environment_id = $1 AND (is_cert_active OR is_self_active OR is_entry_active)`,
      [scope.environmentId],
    );
    expect(answer.points.length).toBe(rows[0].count);
    expect(answer.points.every((point) => point.isActive)).toBe(true);
    expect(answer.extent).toMatchObject({ west: rows[0].west, north: rows[0].north });
    const empty = await facilityMap(api.db, scope, {}, { zoom: 10, bbox: [0, 0, 1, 1] });
    expect(empty.points).toEqual([]);
  });
});

describe('publicFacilityPage', () => {
  it('pages the certified facilities by name and counts them all', async () => {
    const { rows } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM facilities WHERE environment_id = $1 AND is_cert_active',
      [scope.environmentId],
    );
    const answer = await publicFacilityPage(api.db, scope.environmentId, { offset: 0, limit: 5 });
    expect(answer.total).toBe(rows[0].count);
    expect(answer.items).toHaveLength(5);
    const names = answer.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());
  });
});
