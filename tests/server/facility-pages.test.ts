import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacilityListItem, MAX_PAGE_SIZE, type Page } from '../../contract/facility-list.schemas';
import { type FacilityMapAnswer, MIN_POINTS_ZOOM } from '../../contract/facility-map.schemas';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/** Lists paged, sorted and searched on the server; map clusters; streamed export. */
let api: TestApi;
let analyst: string;
let environmentIds: number[];
const environmentId = ENVIRONMENTS.afyaProduction;
type ErrorBody = { error: { message: string } };

beforeAll(async () => {
  api = await startTestApi('facility-pages');
  analyst = await api.token(USERS.analyst);
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id',
    [environmentId],
  );
  environmentIds = rows.map((row) => row.id);
});
afterAll(() => api?.close());

const list = (body: Record<string, unknown>, token = analyst) =>
  call<Page<FacilityListItem> & ErrorBody>(api, '/api/qps/facility/list', { token, environmentId, body });
const summary = async (filter: Record<string, unknown> = {}) =>
  (await query<{ facilityCount: number; activeCount: number }>(api, analyst, 'Home/Summary', { filter }))
    .rows[0];

/** Every page of a list, walked with `limit` at a time. */
async function allPages(body: Record<string, unknown>, limit: number): Promise<FacilityListItem[]> {
  const items: FacilityListItem[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = (await list({ ...body, offset, limit })).body;
    items.push(...page.items);
    if (offset + limit >= page.total) return items;
  }
}

describe('POST /api/qps/facility/list: paging at the edges', () => {
  it('pages never overlap and together hold every facility of the environment, once', async () => {
    const items = await allPages({}, 7);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(environmentIds);
  });

  it('the total agrees with Home/Summary’s facilityCount for the same filter', async () => {
    for (const filter of [{}, { awardedLevels: [0] }, { activeStates: [true] }]) {
      expect((await list({ filter })).body.total).toBe((await summary(filter)).facilityCount);
    }
  });

  it('a page at or past the end is empty and still tells the total', async () => {
    const total = environmentIds.length;
    for (const offset of [total, total + 100]) {
      const page = (await list({ offset, limit: 10 })).body;
      expect(page).toEqual({ total, offset, limit: 10, items: [] });
    }
    const last = (await list({ offset: total - 1, limit: 10 })).body;
    expect(last.items).toHaveLength(1);
  });

  it(`a limit of 0 or over ${MAX_PAGE_SIZE}, or a negative offset, is a 400 naming the field`, async () => {
    for (const [body, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: MAX_PAGE_SIZE + 1 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ sort: 'password' }, 'sort'],
    ] as const) {
      const answer = await list(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.message).toContain(field);
    }
  });
});

describe('POST /api/qps/facility/list: sorting', () => {
  it('by latest score descending: never increasing, facilities without a score last, ties by id in the same direction', async () => {
    const items = await allPages({ sort: 'latestScore', direction: 'desc' }, 9);
    const scored = items.filter((item) => item.latestScore !== null);
    expect(items.slice(0, scored.length)).toEqual(scored);
    for (let index = 1; index < items.length; index++) {
      const [before, after] = [items[index - 1], items[index]];
      if (before.latestScore === null || after.latestScore === null) continue;
      expect(before.latestScore).toBeGreaterThanOrEqual(after.latestScore);
      if (before.latestScore === after.latestScore) expect(before.id).toBeGreaterThan(after.id);
    }
  });

  it('by awarded level ascending: uncertified facilities last', async () => {
    const levels = (await allPages({ sort: 'awardedLevel' }, 11)).map((item) => item.awardedLevel);
    const certified = levels.filter((level): level is number => level !== null);
    expect(levels).toEqual([...[...certified].sort((a, b) => a - b), ...levels.filter((l) => l === null)]);
  });
});

describe('POST /api/qps/facility/list: search and ids', () => {
  it('finds a facility by the start of its code, case-insensitively', async () => {
    const [facility] = (await list({ limit: 1 })).body.items;
    const prefix = facility.code.slice(0, -1).toLowerCase();
    const found = (await list({ search: prefix, limit: MAX_PAGE_SIZE })).body.items;
    expect(found.map((item) => item.id)).toContain(facility.id);
  });

  it('LIKE wildcards in a search are plain characters', async () => {
    const page = (await list({ search: '%' })).body;
    expect(page.items.every((item) => item.name.includes('%') || item.code.startsWith('%'))).toBe(true);
  });

  it('ids narrow to those facilities; another tenant’s ids are simply absent', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 1`,
      [ENVIRONMENTS.maishaProduction],
    );
    const ids = [environmentIds[0], environmentIds[1], rows[0].id];
    const page = (await list({ ids })).body;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
  });

  it('a facility user’s list holds its own facility only, whatever the filter', async () => {
    const page = (
      await list({ filter: { awardedLevels: [0, 1, 2, 3, 4, 5] } }, await api.token(USERS.facilityUser))
    ).body;
    expect(page.total).toBe(1);
  });
});

describe('POST /api/qps/facility/map', () => {
  const map = (body: Record<string, unknown>) =>
    call<FacilityMapAnswer & ErrorBody>(api, '/api/qps/facility/map', {
      token: analyst,
      environmentId,
      body,
    });

  it('cluster counts add up to the total, and each cluster’s level counts to its count', async () => {
    for (const zoom of [0, 4, 12]) {
      const answer = (await map({ zoom })).body;
      expect(answer.total).toBe(environmentIds.length);
      expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(answer.total);
      for (const cluster of answer.clusters) {
        expect(cluster.levelCounts.reduce((sum, count) => sum + count, 0)).toBe(cluster.count);
      }
      expect(answer.cellDegrees).toBe(360 / 2 ** (zoom + 3));
    }
  });

  it('activeOnly counts the active facilities Home/Summary counts', async () => {
    expect((await map({ zoom: 3, activeOnly: true })).body.total).toBe((await summary()).activeCount);
  });

  it(`further out than zoom ${MIN_POINTS_ZOOM} only clusters come, never single points (they would merge into blobs)`, async () => {
    for (const zoom of [0, 4, MIN_POINTS_ZOOM - 1]) {
      const answer = (await map({ zoom })).body;
      expect(answer.points).toEqual([]);
      expect(answer.clusters.length).toBeGreaterThan(0);
    }
  });

  it('the single points are the facilities inside the box, and the extent holds them all', async () => {
    const whole = (await map({ zoom: MIN_POINTS_ZOOM })).body;
    expect(whole.points).toHaveLength(whole.total);
    const { west, south, east, north } = whole.extent ?? { west: 0, south: 0, east: 0, north: 0 };
    const middle = (west + east) / 2;
    const half = (await map({ zoom: MIN_POINTS_ZOOM, bbox: [west, south, middle, north] })).body;
    expect(half.total).toBe(whole.total);
    expect(half.points.every((point) => point.longitude >= west && point.longitude <= middle)).toBe(true);
    expect(half.points.length).toBe(whole.points.filter((point) => point.longitude <= middle).length);
  });

  it('a box with south north of north is a 400', async () => {
    expect((await map({ zoom: 2, bbox: [0, 10, 1, 5] })).status).toBe(400);
  });
});

describe('POST /api/qps/facility/export', () => {
  it('streams every selected facility as CSV with a header row', async () => {
    const answer = await call(api, '/api/qps/facility/export', { token: analyst, environmentId, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = answer.text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toMatch(/^Id,Code,Name,/);
    expect(lines).toHaveLength(environmentIds.length + 1);
  });

  it('cells a spreadsheet would run as a formula are quoted; commas and quotes follow RFC 4180', async () => {
    const [first, second] = environmentIds;
    const { rows } = await api.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM facilities WHERE id = ANY($1::int[])',
      [[first, second]],
    );
    const rename = (id: number, name: string) =>
      api.db.query('UPDATE facilities SET name = $2 WHERE id = $1', [id, name]);
    await rename(first, '=HYPERLINK("http://evil.test","x")');
    await rename(second, '@SUM(A1), clinic');
    // lists read the analytics tables: a change to facilities shows once they are refreshed
    await api.db.transaction((tx) => refreshAnalytics(tx, [environmentId]));
    try {
      const answer = await call(api, '/api/qps/facility/export', {
        token: analyst,
        environmentId,
        body: { filter: { contractFacilityIds: [first, second] } },
      });
      expect(answer.text).toContain(`,"'=HYPERLINK(""http://evil.test"",""x"")",`);
      expect(answer.text).toContain(`,"'@SUM(A1), clinic",`);
    } finally {
      for (const row of rows) await rename(row.id, row.name);
      await api.db.transaction((tx) => refreshAnalytics(tx, [environmentId]));
    }
  });
});

describe('GET /api/qps/public/facilities: paged and searched', () => {
  type PublicPage = Page<{ id: number; name: string; certificateId: number }>;
  const publicPage = (search: string) =>
    call<PublicPage & ErrorBody>(api, `/api/qps/public/facilities?${search}`);

  it('pages hold every certified facility of the tenant once, by name', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 AND is_cert_active ORDER BY id',
      [environmentId],
    );
    const seen: number[] = [];
    for (let offset = 0; offset < rows.length; offset += 6) {
      seen.push(
        ...(await publicPage(`tenantId=afya&offset=${offset}&limit=6`)).body.items.map((item) => item.id),
      );
    }
    expect(seen.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect((await publicPage('limit=1')).body.total).toBe(rows.length);
  });

  it('a search matches the start of a word of the name, any case', async () => {
    const [facility] = (await publicPage('limit=1')).body.items;
    const word = facility.name.split(/\s+/).at(-1) ?? facility.name;
    const start = word.slice(0, 4).toUpperCase();
    const found = (await publicPage(`search=${encodeURIComponent(start)}&limit=${MAX_PAGE_SIZE}`)).body;
    expect(found.items.map((item) => item.id)).toContain(facility.id);
    const startsAWord = (name: string) =>
      name
        .toUpperCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((part) => part.startsWith(start));
    expect(found.items.every((item) => startsAWord(item.name))).toBe(true);
  });

  it('a limit over the largest page is a 400', async () => {
    expect((await publicPage(`limit=${MAX_PAGE_SIZE + 1}`)).status).toBe(400);
  });
});
