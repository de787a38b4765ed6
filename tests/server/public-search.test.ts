import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, type Page } from '../../contract/facility-list.schemas';
import { call, ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

/** The public list is searched by name and by place, and filtered by level, on the server. */
let api: TestApi;
const environmentId = ENVIRONMENTS.afyaProduction;
type PublicPage = Page<{ id: number; name: string; awardedLevel: number; regionName: string }>;

beforeAll(async () => {
  api = await startTestApi('public-search');
});
afterAll(() => api?.close());

const publicPage = (query: string) =>
  call<PublicPage>(api, `/api/qps/public/facilities?tenantId=afya&${query}`);

/** The certified facilities of the public environment, straight from the tables. */
async function certified(where: string, values: unknown[]) {
  const { rows } = await api.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f JOIN regions r ON r.id = f.region_id JOIN districts d ON d.id = f.district_id
     JOIN countries co ON co.id = f.country_id
     WHERE f.environment_id = $1 AND f.is_cert_active AND ${where} ORDER BY f.id`,
    [environmentId, ...values],
  );
  return rows.map((row) => row.id);
}

describe('GET /api/qps/public/facilities: search by place, filter by level', () => {
  it('a region name finds every certified facility of that region, whatever its name', async () => {
    const [facility] = (await publicPage('limit=1')).body.items;
    const region = facility.regionName;
    const expected = await certified('lower(r.name) = lower($2)', [region]);
    const found = (
      await publicPage(`search=${encodeURIComponent(region.toLowerCase())}&limit=${MAX_PAGE_SIZE}`)
    ).body;
    const ids = found.items.map((item) => item.id);
    for (const id of expected) expect(ids).toContain(id);
    expect(found.total).toBe(found.items.length);
  });

  it('a district name finds its facilities', async () => {
    const { rows } = await api.db.query<{ name: string }>(
      `SELECT d.name FROM facilities f JOIN districts d ON d.id = f.district_id
       WHERE f.environment_id = $1 AND f.is_cert_active ORDER BY f.id LIMIT 1`,
      [environmentId],
    );
    const expected = await certified('d.name = $2', [rows[0].name]);
    const ids = (
      await publicPage(`search=${encodeURIComponent(rows[0].name)}&limit=${MAX_PAGE_SIZE}`)
    ).body.items.map((item) => item.id);
    for (const id of expected) expect(ids).toContain(id);
  });

  it('level=3 keeps the level-3 certified facilities only, and counts them', async () => {
    const expected = await certified('f.awarded_level = 3', []);
    const page = (await publicPage(`level=3&limit=${MAX_PAGE_SIZE}`)).body;
    expect(page.total).toBe(expected.length);
    expect(page.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it('a level outside 1-5 is a 400', async () => {
    expect((await publicPage('level=6')).status).toBe(400);
    expect((await publicPage('level=x')).status).toBe(400);
  });
});
