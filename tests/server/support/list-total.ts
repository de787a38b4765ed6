import { expect } from 'vitest';
import { call, ENVIRONMENTS, type TestApi } from './test-api';

/** How many facilities the drill-through list counts for a wire filter (as many as the figure). */
export async function listTotal(
  api: TestApi,
  token: string,
  filter: Record<string, unknown>,
  environmentId: string = ENVIRONMENTS.afyaProduction,
): Promise<number> {
  const list = await call<{ total: number }>(api, '/api/qps/facility/list', {
    token,
    environmentId,
    body: { filter, limit: 1 },
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.total;
}
