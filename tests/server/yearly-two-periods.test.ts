import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodAssessmentsRow, PeriodElementRow } from '../../contract/query.schemas';
import { expectRefusedToOtherTenant } from './support/foreign-tenant';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Yearly Performance's two periods: per service element, the mean of its scores over the
 * assessments dated in the chosen period and in the period compared with. Every expected value is
 * computed here with plain SQL over the seed.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('two-periods');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

/** Each element's mean score (one decimal) over the environment's assessments dated between two days. */
async function elementMeans(from: string, to: string, extra = 'true', values: unknown[] = []) {
  const { rows } = await api.db.query<{ id: number; mean: number | null }>(
    `SELECT e.id, round(avg(a.scores[e.sort_order])::numeric, 1)::float8 AS mean
     FROM service_elements e
       LEFT JOIN (assessments a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id)
         ON a.environment_id = $1 AND a.assessed_on BETWEEN $2::date AND $3::date AND ${extra}
     GROUP BY e.id ORDER BY e.id`,
    [ENVIRONMENTS.afyaProduction, from, to, ...values],
  );
  return new Map(rows.map((row) => [row.id, row.mean]));
}

const elementsOf = (params: Record<string, unknown>) =>
  query<PeriodElementRow>(api, analyst, 'YearlyPerformance/PeriodElements', params);

/** The answer's averages of one role, by element id. */
const meansOf = (rows: PeriodElementRow[], role: 'current' | 'comparison') =>
  new Map(rows.filter((row) => row.role === role).map((row) => [row.serviceElementId, row.averageScore]));

describe('YearlyPerformance/PeriodElements: each service element in a period and in the one it is compared with', () => {
  it('a year and the same period last year: every element of both years, each its mean score', async () => {
    const answer = await elementsOf({ period: '2025', compareTo: 'lastYear', filter: { activeStates: [] } });
    expect(answer.status).toBe(200);
    const [now, before] = [
      await elementMeans('2025-01-01', '2025-12-31'),
      await elementMeans('2024-01-01', '2024-12-31'),
    ];
    expect(meansOf(answer.rows, 'current')).toEqual(now);
    expect(meansOf(answer.rows, 'comparison')).toEqual(before);
    expect(answer.rows.find((row) => row.role === 'comparison')).toMatchObject({
      period: '2024',
      from: '2024-01-01',
      to: '2024-12-31',
    });
    // both years are assessed and differ somewhere, so a change per element is there to show
    expect([...now.values()].every((mean) => mean !== null)).toBe(true);
    expect([...now.keys()].some((id) => now.get(id) !== before.get(id))).toBe(true);
  });

  it('a quarter and the quarter before, under a region filter', async () => {
    const { rows } = await api.db.query<{ region_id: number }>(
      `SELECT region_id FROM facilities WHERE environment_id = $1 GROUP BY region_id ORDER BY count(*) DESC LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const regionId = rows[0].region_id;
    const answer = await elementsOf({
      period: '2025-Q3',
      filter: { regionIds: [regionId], activeStates: [] },
    });
    const inRegion = 'f.region_id = $4';
    expect(meansOf(answer.rows, 'current')).toEqual(
      await elementMeans('2025-07-01', '2025-09-30', inRegion, [regionId]),
    );
    expect(meansOf(answer.rows, 'comparison')).toEqual(
      await elementMeans('2025-04-01', '2025-06-30', inRegion, [regionId]),
    );
  });

  it('a period without assessments has no averages, not an error', async () => {
    const answer = await elementsOf({ period: '2010' });
    expect(answer.status).toBe(200);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => row.averageScore === null)).toBe(true);
  });

  it('another tenant’s user gets nothing of this environment', async () => {
    await expectRefusedToOtherTenant(api, 'YearlyPerformance/PeriodElements', { period: '2025' });
  });
});

/** How many of the environment's assessments dated between two days awarded each level (`none`: no level). */
async function levelMixBetween(from: string, to: string, extra = 'true', values: unknown[] = []) {
  const { rows } = await api.db.query<{ level: number | null; count: number }>(
    `SELECT a.awarded_level AS level, count(*)::int AS count
     FROM assessments a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
     WHERE a.environment_id = $1 AND a.assessed_on BETWEEN $2::date AND $3::date AND ${extra}
     GROUP BY a.awarded_level`,
    [ENVIRONMENTS.afyaProduction, from, to, ...values],
  );
  const count = (level: number | null) => rows.find((row) => row.level === level)?.count ?? 0;
  return {
    level1: count(1),
    level2: count(2),
    level3: count(3),
    level4: count(4),
    level5: count(5),
    none: count(null),
  };
}

describe('YearlyPerformance/PeriodAssessments: the level mix of each period, for the two periods side by side', () => {
  const mixOf = (row: PeriodAssessmentsRow | undefined) =>
    row && {
      level1: row.level1,
      level2: row.level2,
      level3: row.level3,
      level4: row.level4,
      level5: row.level5,
      none: row.none,
    };

  it('a year and the same period last year: each period counts its assessments at each level, and the uncertified', async () => {
    const answer = await query<PeriodAssessmentsRow>(api, analyst, 'YearlyPerformance/PeriodAssessments', {
      period: '2025',
      compareTo: 'lastYear',
      filter: { activeStates: [] },
    });
    expect(answer.status).toBe(200);
    const [now, before] = [
      await levelMixBetween('2025-01-01', '2025-12-31'),
      await levelMixBetween('2024-01-01', '2024-12-31'),
    ];
    expect(mixOf(answer.rows.find((row) => row.role === 'current'))).toEqual(now);
    expect(mixOf(answer.rows.find((row) => row.role === 'comparison'))).toEqual(before);
    // the mix adds up to the period's assessments
    for (const row of answer.rows) {
      expect(row.level1 + row.level2 + row.level3 + row.level4 + row.level5 + row.none).toBe(
        row.assessedCount,
      );
    }
  });

  it('a quarter and the quarter before, under a region filter', async () => {
    const { rows } = await api.db.query<{ region_id: number }>(
      `SELECT region_id FROM facilities WHERE environment_id = $1 GROUP BY region_id ORDER BY count(*) DESC LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const regionId = rows[0].region_id;
    const answer = await query<PeriodAssessmentsRow>(api, analyst, 'YearlyPerformance/PeriodAssessments', {
      period: '2025-Q3',
      filter: { regionIds: [regionId], activeStates: [] },
    });
    const inRegion = 'f.region_id = $4';
    expect(mixOf(answer.rows.find((row) => row.role === 'current'))).toEqual(
      await levelMixBetween('2025-07-01', '2025-09-30', inRegion, [regionId]),
    );
    expect(mixOf(answer.rows.find((row) => row.role === 'comparison'))).toEqual(
      await levelMixBetween('2025-04-01', '2025-06-30', inRegion, [regionId]),
    );
  });
});
