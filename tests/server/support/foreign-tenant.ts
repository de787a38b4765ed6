import { expect } from 'vitest';
import { ENVIRONMENTS, query, type TestApi, USERS } from './test-api';

/** Another tenant's analyst asks `key` in Afya's production environment: refused, with no rows. */
export async function expectRefusedToOtherTenant(api: TestApi, key: string, params: Record<string, unknown>) {
  const foreign = await api.token(USERS.secondTenantAnalyst);
  const answer = await query(api, foreign, key, params, ENVIRONMENTS.afyaProduction);
  expect(answer.status).toBe(403);
  expect(answer.rows).toEqual([]);
}
