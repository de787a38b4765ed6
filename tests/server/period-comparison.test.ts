import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomCarePeriodTotalsRow, PeriodAssessmentsRow } from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * The server answers a period's figures next to those of the previous period or of
 * the same period last year. Every expected value is counted here with plain SQL over the seed.
 */
let api: TestApi;
let analyst: string;
let momCareFacilityId: number;
beforeAll(async () => {
  api = await startTestApi('periods');
  analyst = await api.token(USERS.analyst);
  const { rows } = await api.db.query<{ facility_id: number }>(
    `SELECT facility_id FROM momcare_monthly WHERE environment_id = $1 ORDER BY facility_id LIMIT 1`,
    [ENVIRONMENTS.afyaProduction],
  );
  momCareFacilityId = rows[0].facility_id;
});
afterAll(() => api?.close());

/** Assessments of the environment dated between two days, counted independently of the query code. */
async function assessmentsBetween(from: string, to: string, extra = 'true', values: unknown[] = []) {
  const { rows } = await api.db.query<{ assessed: number; average: number | null; certified: number }>(
    `SELECT count(*)::int AS assessed, round(avg(a.total_score)::numeric, 1)::float8 AS average,
       count(*) FILTER (WHERE a.awarded_level BETWEEN 1 AND 5)::int AS certified
     FROM assessments a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
     WHERE a.environment_id = $1 AND a.assessed_on >= $2::date AND a.assessed_on <= $3::date AND ${extra}`,
    [ENVIRONMENTS.afyaProduction, from, to, ...values],
  );
  return rows[0];
}

const assessmentsOf = (params: Record<string, unknown>, token = analyst) =>
  query<PeriodAssessmentsRow>(api, token, 'Home/PeriodAssessments', params);

describe('Home/PeriodAssessments: assessments dated in the period and in the one it is compared with', () => {
  it('a quarter is compared with the quarter before by default; Q1 with Q4 of the year before', async () => {
    const answer = await assessmentsOf({ period: '2024-Q1' });
    expect(answer.status).toBe(200);
    const [current, comparison] = answer.rows;
    expect(current).toMatchObject({
      role: 'current',
      period: '2024-Q1',
      from: '2024-01-01',
      to: '2024-03-31',
    });
    expect(comparison).toMatchObject({
      role: 'comparison',
      period: '2023-Q4',
      from: '2023-10-01',
      to: '2023-12-31',
    });
    const [expectedNow, expectedBefore] = [
      await assessmentsBetween('2024-01-01', '2024-03-31'),
      await assessmentsBetween('2023-10-01', '2023-12-31'),
    ];
    expect(current.assessedCount).toBe(expectedNow.assessed);
    expect(current.averageScore).toBe(expectedNow.average);
    expect(current.certifiedCount).toBe(expectedNow.certified);
    expect(comparison.assessedCount).toBe(expectedBefore.assessed);
    expect(comparison.averageScore).toBe(expectedBefore.average);
    // the seed dates assessments from February to November: both quarters hold some
    expect(current.assessedCount).toBeGreaterThan(0);
    expect(comparison.assessedCount).toBeGreaterThan(0);
  });

  it('a month compared with the same month last year', async () => {
    const [current, comparison] = (await assessmentsOf({ period: '2025-06', compareTo: 'lastYear' })).rows;
    expect(comparison.period).toBe('2024-06');
    const [expectedNow, expectedBefore] = [
      await assessmentsBetween('2025-06-01', '2025-06-30'),
      await assessmentsBetween('2024-06-01', '2024-06-30'),
    ];
    expect([current.assessedCount, comparison.assessedCount]).toEqual([
      expectedNow.assessed,
      expectedBefore.assessed,
    ]);
    expect(current.certifiedShare).toBeCloseTo(expectedNow.certified / expectedNow.assessed, 3);
  });

  it('a custom range over a leap day is compared with the same days last year (28 February standing in)', async () => {
    const [current, comparison] = (
      await assessmentsOf({ period: '2024-02-29..2024-05-31', compareTo: 'lastYear' })
    ).rows;
    expect(comparison).toMatchObject({
      period: '2023-02-28..2023-05-31',
      from: '2023-02-28',
      to: '2023-05-31',
    });
    expect(current.assessedCount).toBe((await assessmentsBetween('2024-02-29', '2024-05-31')).assessed);
    expect(comparison.assessedCount).toBe((await assessmentsBetween('2023-02-28', '2023-05-31')).assessed);
  });

  it('the filter narrows both periods alike', async () => {
    const { rows } = await api.db.query<{ region_id: number }>(
      `SELECT region_id FROM facilities WHERE environment_id = $1 GROUP BY region_id ORDER BY count(*) DESC LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const regionId = rows[0].region_id;
    const [current, comparison] = (
      await assessmentsOf({ period: '2025', filter: { regionIds: [regionId], activeStates: [] } })
    ).rows;
    const inRegion = 'f.region_id = $4';
    expect(current.assessedCount).toBe(
      (await assessmentsBetween('2025-01-01', '2025-12-31', inRegion, [regionId])).assessed,
    );
    expect(comparison.assessedCount).toBe(
      (await assessmentsBetween('2024-01-01', '2024-12-31', inRegion, [regionId])).assessed,
    );
    expect(current.assessedCount).toBeLessThan(
      (await assessmentsBetween('2025-01-01', '2025-12-31')).assessed,
    );
  });

  it('a period without assessments answers zero and no average, not an error', async () => {
    const [current, comparison] = (await assessmentsOf({ period: '2010' })).rows;
    expect(current).toMatchObject({
      assessedCount: 0,
      averageScore: null,
      certifiedCount: 0,
      certifiedShare: null,
    });
    expect(comparison).toMatchObject({ period: '2009', assessedCount: 0 });
  });

  it('a facility user counts only its own facility’s assessments', async () => {
    const token = await api.token(USERS.facilityUser);
    const [own] = (
      await api.db.query<{ facility_id: number }>('SELECT facility_id FROM users WHERE id = $1', [
        USERS.facilityUser,
      ])
    ).rows;
    const [current] = (await assessmentsOf({ period: '2021-01-01..2025-12-31' }, token)).rows;
    const expected = await assessmentsBetween('2021-01-01', '2025-12-31', 'a.facility_id = $4', [
      own.facility_id,
    ]);
    expect(current.assessedCount).toBe(expected.assessed);
    expect(current.assessedCount).toBeLessThanOrEqual(5);
  });
});

describe('MomCare/PeriodTotals: a facility’s months summed per period', () => {
  async function monthsBetween(from: string, to: string) {
    const { rows } = await api.db.query<Record<string, number>>(
      `SELECT count(*)::int AS months, coalesce(sum(first_anc_visits), 0)::int AS "firstAnc",
         coalesce(sum(anc4_visits), 0)::int AS anc4, coalesce(sum(facility_deliveries), 0)::int AS deliveries,
         coalesce(sum(caesarean_deliveries), 0)::int AS caesareans, coalesce(sum(referrals), 0)::int AS referrals
       FROM momcare_monthly WHERE environment_id = $1 AND facility_id = $2 AND month BETWEEN $3::date AND $4::date`,
      [ENVIRONMENTS.afyaProduction, momCareFacilityId, from, to],
    );
    return rows[0];
  }

  it('a quarter and the quarter before: sums, and shares as ratios of the sums', async () => {
    const answer = await query<MomCarePeriodTotalsRow>(api, analyst, 'MomCare/PeriodTotals', {
      facilityId: momCareFacilityId,
      period: '2025-Q2',
    });
    expect(answer.status).toBe(200);
    const [current, comparison] = answer.rows;
    const now = await monthsBetween('2025-04-01', '2025-06-30');
    const before = await monthsBetween('2025-01-01', '2025-03-31');
    expect(current).toMatchObject({
      role: 'current',
      period: '2025-Q2',
      monthsReported: 3,
      firstAncVisits: now.firstAnc,
      anc4Visits: now.anc4,
      facilityDeliveries: now.deliveries,
      referrals: now.referrals,
    });
    expect(current.anc4Coverage).toBeCloseTo(now.anc4 / now.firstAnc, 3);
    expect(current.caesareanShare).toBeCloseTo(now.caesareans / now.deliveries, 3);
    expect(comparison).toMatchObject({
      role: 'comparison',
      period: '2025-Q1',
      monthsReported: before.months,
      facilityDeliveries: before.deliveries,
    });
  });

  it('the same period last year, before the facility reported, has no months and no shares', async () => {
    const [, comparison] = (
      await query<MomCarePeriodTotalsRow>(api, analyst, 'MomCare/PeriodTotals', {
        facilityId: momCareFacilityId,
        period: '2025',
        compareTo: 'lastYear',
      })
    ).rows;
    expect(await monthsBetween('2024-01-01', '2024-12-31')).toMatchObject({ months: 0 });
    expect(comparison).toMatchObject({
      period: '2024',
      monthsReported: 0,
      facilityDeliveries: 0,
      anc4Coverage: null,
      caesareanShare: null,
    });
  });

  it('another tenant’s user cannot read the facility’s totals', async () => {
    const foreign = await api.token(USERS.secondTenantAnalyst);
    const params = { facilityId: momCareFacilityId, period: '2025' };
    const own = await query(api, foreign, 'MomCare/PeriodTotals', params, ENVIRONMENTS.maishaProduction);
    expect(own.status).toBe(404);
    const borrowed = await query(api, foreign, 'MomCare/PeriodTotals', params, ENVIRONMENTS.afyaProduction);
    expect(borrowed.status).toBe(403);
    expect(borrowed.rows).toEqual([]);
  });
});

describe('a period the server cannot read is a 400 that says what a period looks like', () => {
  it.each([
    ['Home/PeriodAssessments', { period: '2025-Q5' }, 'period'],
    ['Home/PeriodAssessments', { period: '2025-06-30..2025-01-01' }, 'period'],
    ['Home/PeriodAssessments', { period: '2025-02-30..2025-03-31' }, 'period'],
    ['Home/PeriodAssessments', {}, 'period'],
    ['Home/PeriodAssessments', { period: '2025', compareTo: 'nextYear' }, 'compareTo'],
    ['MomCare/PeriodTotals', { facilityId: 1, period: 'last12' }, 'period'],
  ])('%s with %o', async (key, params, field) => {
    const answer = await query(
      api,
      analyst,
      key,
      key.startsWith('MomCare') ? { ...params, facilityId: momCareFacilityId } : params,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(field);
    if (field === 'period' && 'period' in params) expect(answer.body.error?.message).toContain('YYYY-Qn');
  });
});
