import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssessmentHistoryRow,
  PeriodAssessmentsRow,
  YearlyOverallRow,
  YearlyReferenceRow,
  YearlyServiceElementRow,
} from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * On Yearly Performance and Facility Details' history: a period limits the figures
 * to the assessments dated in it. Every expected value is counted here with plain SQL over the seed.
 */
let api: TestApi;
let analyst: string;
let facilityId: number;
beforeAll(async () => {
  api = await startTestApi('yearly-periods');
  analyst = await api.token(USERS.analyst);
  // a facility assessed in every seeded year (2021-2025)
  const { rows } = await api.db.query<{ facility_id: number }>(
    `SELECT facility_id FROM assessments WHERE environment_id = $1
     GROUP BY facility_id HAVING count(*) = 5 ORDER BY facility_id LIMIT 1`,
    [ENVIRONMENTS.afyaProduction],
  );
  facilityId = rows[0].facility_id;
});
afterAll(() => api?.close());

/** Per year: the environment's assessments dated between two days, counted apart from the query code. */
async function yearsBetween(from: string, to: string, environmentId: string = ENVIRONMENTS.afyaProduction) {
  const { rows } = await api.db.query<{ year: number; assessed: number; average: number }>(
    `SELECT extract(year FROM assessed_on)::int AS year, count(*)::int AS assessed,
       round(avg(total_score)::numeric, 1)::float8 AS average
     FROM assessments WHERE environment_id = $1 AND assessed_on BETWEEN $2::date AND $3::date
     GROUP BY 1 ORDER BY 1`,
    [environmentId, from, to],
  );
  return rows;
}

const everyFacility = { filter: { activeStates: [] } };
const yearly = <Row>(key: string, params: Record<string, unknown>, token = analyst) =>
  query<Row>(api, token, `YearlyPerformance/${key}`, { ...everyFacility, ...params });

describe('YearlyPerformance/*: a period keeps only the assessments dated in it', () => {
  it('without a period every assessment year is answered, as before', async () => {
    const { rows, status } = await yearly<YearlyOverallRow>('Overall', {});
    expect(status).toBe(200);
    expect(rows.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it('a range of whole years answers those years only, with their counts and averages', async () => {
    const { rows } = await yearly<YearlyOverallRow>('Overall', { period: '2022-01-01..2024-12-31' });
    const expected = await yearsBetween('2022-01-01', '2024-12-31');
    expect(
      rows.map(({ year, assessedCount, averageScore }) => ({ year, assessedCount, averageScore })),
    ).toEqual(
      expected.map(({ year, assessed, average }) => ({
        year,
        assessedCount: assessed,
        averageScore: average,
      })),
    );
  });

  it('a quarter answers the assessments dated in its three months, not its whole year', async () => {
    const { rows } = await yearly<YearlyOverallRow>('Overall', { period: '2024-Q2' });
    const [expected] = await yearsBetween('2024-04-01', '2024-06-30');
    const [wholeYear] = await yearsBetween('2024-01-01', '2024-12-31');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      year: 2024,
      assessedCount: expected.assessed,
      averageScore: expected.average,
    });
    expect(rows[0].assessedCount).toBeLessThan(wholeYear.assessed);
  });

  it('the service elements and the medians are limited to the same years', async () => {
    const elements = (await yearly<YearlyServiceElementRow>('ServiceElements', { period: '2023' })).rows;
    expect([...new Set(elements.map((row) => row.year))]).toEqual([2023]);
    expect(elements).toHaveLength(8);
    const references = (await yearly<YearlyReferenceRow>('References', { period: '2023-07' })).rows;
    expect(references.map((row) => row.year)).toEqual([2023]);
    const everyYear = (await yearly<YearlyReferenceRow>('References', {})).rows;
    expect(everyYear.length).toBe(5);
  });

  it('a selection the rollup cannot answer (named facilities) is limited to the period alike', async () => {
    const { rows } = await yearly<YearlyOverallRow>('Overall', {
      filter: { activeStates: [], contractFacilityIds: [facilityId] },
      period: '2024-01-01..2025-12-31',
    });
    // the facility is assessed once a year (every seeded year)
    expect(rows.map((row) => [row.year, row.assessedCount])).toEqual([
      [2024, 1],
      [2025, 1],
    ]);
  });
});

describe('YearlyPerformance/PeriodAssessments: the period next to the one it is compared with', () => {
  it('a year is compared with the year before; the same quarter last year on request', async () => {
    const answer = await yearly<PeriodAssessmentsRow>('PeriodAssessments', { period: '2025' });
    expect(answer.status).toBe(200);
    const [current, comparison] = answer.rows;
    const [now] = await yearsBetween('2025-01-01', '2025-12-31');
    const [before] = await yearsBetween('2024-01-01', '2024-12-31');
    expect(current).toMatchObject({
      role: 'current',
      period: '2025',
      assessedCount: now.assessed,
      averageScore: now.average,
    });
    expect(comparison).toMatchObject({
      role: 'comparison',
      period: '2024',
      assessedCount: before.assessed,
      averageScore: before.average,
    });
    const quarter = (
      await yearly<PeriodAssessmentsRow>('PeriodAssessments', { period: '2025-Q3', compareTo: 'lastYear' })
    ).rows;
    const [lastYearQ3] = await yearsBetween('2024-07-01', '2024-09-30');
    expect(quarter[1]).toMatchObject({ period: '2024-Q3', assessedCount: lastYearQ3.assessed });
  });

  it('another tenant’s figures for the same period are its own, and its user cannot ask for ours', async () => {
    const foreign = await api.token(USERS.secondTenantAnalyst);
    const params = { ...everyFacility, period: '2025' };
    const theirs = await query<PeriodAssessmentsRow>(
      api,
      foreign,
      'YearlyPerformance/PeriodAssessments',
      params,
      ENVIRONMENTS.maishaProduction,
    );
    const [expected] = await yearsBetween('2025-01-01', '2025-12-31', ENVIRONMENTS.maishaProduction);
    expect(theirs.rows[0].assessedCount).toBe(expected.assessed);
    const [ours] = await yearsBetween('2025-01-01', '2025-12-31');
    expect(expected.assessed).not.toBe(ours.assessed);
    for (const key of ['PeriodAssessments', 'Overall']) {
      const borrowed = await query(
        api,
        foreign,
        `YearlyPerformance/${key}`,
        params,
        ENVIRONMENTS.afyaProduction,
      );
      expect(borrowed.status).toBe(403);
      expect(borrowed.rows).toEqual([]);
    }
  });
});

describe('Facility/AssessmentHistory: a period keeps the facility’s assessments dated in it', () => {
  const history = (params: Record<string, unknown>, token = analyst, environmentId?: string) =>
    query<AssessmentHistoryRow>(
      api,
      token,
      'Facility/AssessmentHistory',
      { facilityId, ...params },
      environmentId,
    );

  it('without a period every assessment; with one only those in it, and the comparison period alike', async () => {
    expect((await history({})).rows.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    const inRange = (await history({ period: '2023-01-01..2024-12-31' })).rows;
    expect(inRange.map((row) => row.year)).toEqual([2023, 2024]);
    const { rows } = await api.db.query<{ assessed_on: string }>(
      `SELECT to_char(assessed_on, 'YYYY-MM-DD') AS assessed_on FROM assessments
       WHERE environment_id = $1 AND facility_id = $2 AND year = 2024`,
      [ENVIRONMENTS.afyaProduction, facilityId],
    );
    const month = rows[0].assessed_on.slice(0, 7);
    expect((await history({ period: month })).rows.map((row) => row.assessedOn)).toEqual([
      rows[0].assessed_on,
    ]);
    const otherMonth = month.endsWith('-01') ? `${month.slice(0, 5)}12` : `${month.slice(0, 5)}01`;
    expect((await history({ period: otherMonth })).rows).toEqual([]);
  });

  it('another tenant’s user gets no history of the facility, with or without a period', async () => {
    const foreign = await api.token(USERS.secondTenantAnalyst);
    const own = await history({ period: '2025' }, foreign, ENVIRONMENTS.maishaProduction);
    expect(own.status).toBe(404);
    const borrowed = await history({ period: '2025' }, foreign, ENVIRONMENTS.afyaProduction);
    expect(borrowed.status).toBe(403);
    expect(borrowed.rows).toEqual([]);
  });
});

describe('a period the server cannot read is a 400 that says what a period looks like', () => {
  it.each([
    ['YearlyPerformance/Overall', { period: '2025-Q5' }, 'period'],
    ['YearlyPerformance/ServiceElements', { period: '2025-13' }, 'period'],
    ['YearlyPerformance/References', { period: '2025-06-30..2025-01-01' }, 'period'],
    ['YearlyPerformance/PeriodAssessments', {}, 'period'],
    ['YearlyPerformance/PeriodAssessments', { period: '2025', compareTo: 'nextYear' }, 'compareTo'],
    ['Facility/AssessmentHistory', { period: 'all' }, 'period'],
  ])('%s with %o', async (key, params, field) => {
    const extra = key.startsWith('Facility') ? { facilityId } : everyFacility;
    const answer = await query(api, analyst, key, { ...extra, ...params });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(field);
    if (field === 'period' && 'period' in params) expect(answer.body.error?.message).toContain('YYYY-Qn');
  });
});
