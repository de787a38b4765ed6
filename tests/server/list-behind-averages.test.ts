import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityListPage } from '../../contract/facility-list.schemas';
import type { HomeSummaryRow, PeriodAssessmentsRow } from '../../contract/query.schemas';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * A list opened from an average shows the value behind it: each facility's score in the assessment
 * the list names (its year, or the period's days) and the mean of those scores over the whole list,
 * which is the average the figure showed. Each score is read here from the assessments in SQL.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('list-behind-averages');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const ACTIVE = { activeStates: [true] };

async function listOf(filter: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const answer = await call<FacilityListPage>(api, '/api/qps/facility/list', {
    token: analyst,
    environmentId: ENVIRONMENTS.afyaProduction,
    body: { filter, limit: 200, ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Each listed facility's total score (one decimal) of its assessment dated between two days. */
async function scoresBetween(ids: number[], from: string, to: string) {
  const { rows } = await api.db.query<{ id: number; score: number }>(
    `SELECT a.facility_id AS id, round(a.total_score::numeric, 1)::float8 AS score FROM assessments a
     WHERE a.environment_id = $1 AND a.facility_id = ANY($2::int[]) AND a.assessed_on BETWEEN $3::date AND $4::date`,
    [ENVIRONMENTS.afyaProduction, ids, from, to],
  );
  return new Map(rows.map((row) => [row.id, row.score]));
}

describe('the list behind an average shows that average', () => {
  it("Home's average of last year: the list's mean is the figure, each facility with its score of that year", async () => {
    const [summary] = (await query<HomeSummaryRow>(api, analyst, 'Home/Summary', { filter: ACTIVE })).rows;
    const year = (summary.latestYear as number) - 1;
    const list = await listOf({ ...ACTIVE, assessedIn: { year } });
    expect(list.assessedMean).toBe(summary.averageScorePreviousYear);
    const scores = await scoresBetween(
      list.items.map((item) => item.id),
      `${year}-01-01`,
      `${year}-12-31`,
    );
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(item.assessedScore, item.name).toBe(scores.get(item.id));
  });

  it("Yearly Performance's average of a quarter: the list of the quarter's days has that mean", async () => {
    const [current] = (
      await query<PeriodAssessmentsRow>(api, analyst, 'YearlyPerformance/PeriodAssessments', {
        filter: ACTIVE,
        period: '2025-Q2',
      })
    ).rows;
    const list = await listOf({ ...ACTIVE, assessedBetween: { from: '2025-04-01', to: '2025-06-30' } });
    expect(current.averageScore).not.toBeNull();
    expect(list.assessedMean).toBe(current.averageScore);
    expect(list.total).toBe(current.assessedCount);
  });

  it('the mean covers every facility listed, not only the page shown', async () => {
    const filter = { ...ACTIVE, assessedIn: { year: 2024 } };
    const [first, second] = [
      await listOf(filter, { limit: 5 }),
      await listOf(filter, { limit: 5, offset: 5 }),
    ];
    expect(first.total).toBeGreaterThan(10);
    expect(second.assessedMean).toBe(first.assessedMean);
  });

  it('a list naming no assessment has no scores of one and no mean', async () => {
    const list = await listOf(ACTIVE, { limit: 3 });
    expect(list.assessedMean).toBeUndefined();
    expect(list.items.every((item) => item.assessedScore === undefined)).toBe(true);
  });
});
