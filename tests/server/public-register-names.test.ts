import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/facility-list.schemas';
import type { PublicFacility, PublicFacilityDetails } from '../../contract/facility.schemas';
import { call, ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

/**
 * docs/ui.md, Public page: two facilities of the same name are told apart, so every public row
 * carries the facility's code and district (from the base tables); an unknown tenant is a 404 the
 * page states as final.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('public-register-names');
});
afterAll(() => api?.close());

async function placeOf(id: number) {
  const { rows } = await api.db.query<{ code: string; district: string }>(
    `SELECT f.code, d.name AS district FROM facilities f JOIN districts d ON d.id = f.district_id
     WHERE f.environment_id = $1 AND f.id = $2`,
    [ENVIRONMENTS.afyaProduction, id],
  );
  return { code: rows[0].code, districtName: rows[0].district };
}

describe('the public register tells facilities apart', () => {
  it('each listed facility carries its code and its district', async () => {
    const { status, body } = await call<Page<PublicFacility>>(
      api,
      '/api/qps/public/facilities?tenantId=afya&limit=25',
    );
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items)
      expect({ id: item.id, code: item.code, districtName: item.districtName }).toEqual({
        id: item.id,
        ...(await placeOf(item.id)),
      });
    // codes are unique where names may not be
    expect(new Set(body.items.map((item) => item.code)).size).toBe(body.items.length);
  });

  it("a certificate carries the facility's code and district too", async () => {
    const { body } = await call<Page<PublicFacility>>(
      api,
      '/api/qps/public/facilities?tenantId=afya&limit=1',
    );
    const [first] = body.items;
    const details = await call<PublicFacilityDetails>(
      api,
      `/api/qps/public/facilities/${first.id}?tenantId=afya`,
    );
    expect(details.status).toBe(200);
    expect({ code: details.body.code, districtName: details.body.districtName }).toEqual(
      await placeOf(first.id),
    );
  });

  it('an unknown tenant is a 404 with a message', async () => {
    const answer = await call<{ error: { message: string } }>(
      api,
      '/api/qps/public/facilities?tenantId=nobody',
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Tenant not found.');
  });
});
