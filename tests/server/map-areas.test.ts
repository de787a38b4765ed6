import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityMapAnswer } from '../../contract/facility-map.schemas';
import type { MapAreasAnswer, PlacesAnswer } from '../../contract/map-areas.schemas';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/** The choropleth's values per region and district, and the offline basemap's shapes. */
let api: TestApi;
let analyst: string;
const environmentId = ENVIRONMENTS.afyaProduction;

beforeAll(async () => {
  api = await startTestApi('map-areas');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const post = <T>(path: string, body: Record<string, unknown>) =>
  call<T>(api, path, { token: analyst, environmentId, body });
const places = () => call<PlacesAnswer>(api, '/api/qps/geo/places', { token: analyst, environmentId });

describe('POST /api/qps/facility/areas', () => {
  it('each level of places counts every selected facility once, and each place’s level mix adds up to it', async () => {
    const { body } = await post<MapAreasAnswer>('/api/qps/facility/areas', {});
    const { rows } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM facilities WHERE environment_id = $1',
      [environmentId],
    );
    for (const areas of [body.regions, body.districts]) {
      expect(areas.reduce((sum, area) => sum + area.facilities, 0)).toBe(rows[0].count);
      for (const area of areas) expect(area.levelCounts.reduce((a, b) => a + b, 0)).toBe(area.facilities);
    }
  });

  it('the average score of a region is the mean latest score of its scored facilities', async () => {
    const { body } = await post<MapAreasAnswer>('/api/qps/facility/areas', {});
    const region = body.regions[0];
    const { rows } = await api.db.query<{ average: number }>(
      'SELECT avg(latest_score)::float8 AS average FROM facility_facts WHERE environment_id = $1 AND region_id = $2',
      [environmentId, region.id],
    );
    expect(region.averageScore).toBeCloseTo(rows[0].average, 1);
  });

  it('activeOnly counts only the active facilities', async () => {
    const all = (await post<MapAreasAnswer>('/api/qps/facility/areas', {})).body;
    const active = (await post<MapAreasAnswer>('/api/qps/facility/areas', { activeOnly: true })).body;
    const total = (answer: MapAreasAnswer) => answer.regions.reduce((sum, area) => sum + area.facilities, 0);
    const map = (await post<FacilityMapAnswer>('/api/qps/facility/map', { zoom: 0, activeOnly: true })).body;
    expect(total(active)).toBe(map.total);
    expect(total(active)).toBeLessThanOrEqual(total(all));
    // every facility of the active-only answer is active, and the full answer counts them as such
    expect(active.regions.every((area) => area.active === area.facilities)).toBe(true);
    expect(all.regions.reduce((sum, area) => sum + area.active, 0)).toBe(map.total);
  });
});

describe('GET /api/qps/geo/places', () => {
  it('has a shape for every region and district of the caller’s tenant and for no other tenant’s', async () => {
    const { status, body } = await places();
    expect(status).toBe(200);
    const { rows } = await api.db.query<{ key: string }>(
      `SELECT 'region:' || r.id AS key FROM regions r JOIN countries c ON c.id = r.country_id WHERE c.tenant_id = 'afya'
       UNION ALL SELECT 'district:' || d.id FROM districts d JOIN regions r ON r.id = d.region_id
       JOIN countries c ON c.id = r.country_id WHERE c.tenant_id = 'afya'`,
    );
    const keys = body.features.map((feature) => feature.properties.key);
    expect(keys.sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it('a district’s shape lies inside its region’s outline box, and every ring is closed', async () => {
    const { body } = await places();
    const regions = new Map(
      body.features.filter((f) => f.properties.kind === 'region').map((f) => [f.properties.id, f]),
    );
    for (const district of body.features.filter((f) => f.properties.kind === 'district')) {
      const region = regions.get(district.properties.regionId ?? -1);
      expect(region, district.properties.name).toBeDefined();
      const ring = region?.geometry.coordinates[0] ?? [];
      const [west, east] = [Math.min(...ring.map((p) => p[0])), Math.max(...ring.map((p) => p[0]))];
      const [south, north] = [Math.min(...ring.map((p) => p[1])), Math.max(...ring.map((p) => p[1]))];
      const own = district.geometry.coordinates[0];
      expect(own[0]).toEqual(own[own.length - 1]);
      for (const [longitude, latitude] of own) {
        expect(longitude).toBeGreaterThanOrEqual(west - 1e-3);
        expect(longitude).toBeLessThanOrEqual(east + 1e-3);
        expect(latitude).toBeGreaterThanOrEqual(south - 1e-3);
        expect(latitude).toBeLessThanOrEqual(north + 1e-3);
      }
    }
  });

  it('is answered from the cache with an ETag: a repeat with If-None-Match is a 304', async () => {
    const first = await places();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await call(api, '/api/qps/geo/places', {
      token: analyst,
      environmentId,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});

describe('map points say what the tooltip shows', () => {
  it('each single point carries its facility’s name and latest score', async () => {
    const { body } = await post<FacilityMapAnswer>('/api/qps/facility/map', { zoom: 12 });
    const point = body.points[0];
    const { rows } = await api.db.query<{ name: string; score: number | null }>(
      'SELECT name, latest_score::float8 AS score FROM facility_facts WHERE environment_id = $1 AND facility_id = $2',
      [environmentId, point.id],
    );
    expect(point.name).toBe(rows[0].name);
    if (rows[0].score === null) expect(point.score).toBeNull();
    else expect(point.score).toBeCloseTo(rows[0].score, 1);
  });
});
