import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/facility-list.schemas';
import { call, ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

/**
 * Spec section 6 recognises one tenant by id (QAP_SPECIAL_TENANT_ID). Our reading (docs/ui.md):
 * it is the network whose certificate register is the public front door, so /public opens on it
 * when the address names no tenant. The seed's first tenant is afya; maisha is made special here.
 */
type PublicPage = Page<{ id: number; name: string }>;

async function facilityIdsOf(api: TestApi, environmentId: string): Promise<number[]> {
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT id FROM facilities WHERE environment_id = $1 AND is_cert_active',
    [environmentId],
  );
  return rows.map((row) => row.id);
}

const publicListIds = async (api: TestApi, query = '') => {
  const answer = await call<PublicPage>(api, `/api/qps/public/facilities?limit=200${query}`);
  expect(answer.status).toBe(200);
  return answer.body.items.map((item) => item.id);
};

describe('the special tenant is the public register of an address that names no tenant', () => {
  let special: TestApi;
  let plain: TestApi;
  beforeAll(async () => {
    [special, plain] = await Promise.all([
      startTestApi('special-tenant', 40, { specialTenantId: 'maisha' }),
      startTestApi('no-special-tenant'),
    ]);
  });
  afterAll(async () => {
    await special?.close();
    await plain?.close();
  });

  it("with the special tenant configured, /public without tenantId lists that tenant's certified facilities", async () => {
    const ids = await publicListIds(special);
    expect(ids.length).toBeGreaterThan(0);
    const maisha = await facilityIdsOf(special, ENVIRONMENTS.maishaProduction);
    expect(ids.every((id) => maisha.includes(id))).toBe(true);
  });

  it('a tenantId in the address still wins over the special tenant', async () => {
    const ids = await publicListIds(special, '&tenantId=afya');
    const afya = await facilityIdsOf(special, ENVIRONMENTS.afyaProduction);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => afya.includes(id))).toBe(true);
  });

  it("without a special tenant, /public without tenantId lists the first tenant's facilities", async () => {
    const ids = await publicListIds(plain);
    const afya = await facilityIdsOf(plain, ENVIRONMENTS.afyaProduction);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => afya.includes(id))).toBe(true);
  });
});
