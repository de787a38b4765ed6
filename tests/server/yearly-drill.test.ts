import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearlyOverallRow } from '../../contract/query.schemas';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Issue 15 item 1: a Yearly Performance figure opens the facilities behind it. The list's
 * `assessedIn` (a year, and that assessment's level) keeps as many facilities as the figure counts.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('yearly-drill', 80);
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const listTotal = async (filter: Record<string, unknown>) => {
  const list = await call<{ total: number }>(api, '/api/qps/facility/list', {
    token: analyst,
    environmentId: ENVIRONMENTS.afyaProduction,
    body: { filter, limit: 1 },
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.total;
};

describe('the list behind a Yearly Performance figure (wire filter assessedIn)', () => {
  it("lists the facilities assessed in a year, at that assessment's level when given, as many as Yearly counts", async () => {
    // the yearly counts and the list over the same filter
    const filter = { activeStates: [true] };
    const { rows: years } = await query<YearlyOverallRow>(api, analyst, 'YearlyPerformance/Overall', {
      filter,
    });
    expect(years.length).toBeGreaterThan(1);
    for (const year of years) {
      expect(await listTotal({ ...filter, assessedIn: { year: year.year } }), `${year.year}`).toBe(
        year.assessedCount,
      );
      for (const level of [0, 1, 2, 3, 4, 5]) {
        const counted = level === 0 ? year.none : year[`level${level}` as 'level1'];
        expect(
          await listTotal({ ...filter, assessedIn: { year: year.year, level } }),
          `${year.year} level ${level}`,
        ).toBe(counted);
      }
    }
  });

  it('an assessedIn of the wrong kind is a 400, never a 500', async () => {
    for (const assessedIn of [2024, { year: '2024' }, { year: 2024, level: 6 }, { year: 2024, extra: 1 }]) {
      const list = await call(api, '/api/qps/facility/list', {
        token: analyst,
        environmentId: ENVIRONMENTS.afyaProduction,
        body: { filter: { assessedIn }, limit: 1 },
      });
      expect(list.status, JSON.stringify(assessedIn)).toBe(400);
    }
  });
});
