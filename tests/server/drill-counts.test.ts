import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchmarkPeerRow, PeriodAssessmentsRow, YearlyOverallRow } from '../../contract/query.schemas';
import { listTotal as listTotalOf } from './support/list-total';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * A figure opens the list of the facilities behind it, as many as it counts. For
 * Yearly Performance the list's `assessedIn` (a year, and that assessment's level); for
 * Benchmarking's peer group the peer dimension and a latest score in an element.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('drill-counts', 80);
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const listTotal = (filter: Record<string, unknown>, environmentId: string = ENVIRONMENTS.afyaProduction) =>
  listTotalOf(api, analyst, filter, environmentId);

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

describe('the list behind a figure of a chosen period (wire filter assessedBetween)', () => {
  const filter = { activeStates: [true], awardedLevels: [0, 2, 3, 4] };
  const homeCount = async (period: string, environmentId: string = ENVIRONMENTS.afyaProduction) => {
    const { rows } = await query<PeriodAssessmentsRow>(
      api,
      analyst,
      'Home/PeriodAssessments',
      { filter, period },
      environmentId,
    );
    const current = rows.find((row) => row.role === 'current');
    if (!current) throw new Error(`no figures for ${period}`);
    return current;
  };

  it("Home's assessments of a quarter and of a custom range are as many as the facilities the list shows", async () => {
    for (const period of ['2024-Q2', '2025-Q3', '2025-03-15..2025-08-20']) {
      const figure = await homeCount(period);
      expect(figure.assessedCount, `${period} has assessments`).toBeGreaterThan(0);
      expect(
        await listTotal({ ...filter, assessedBetween: { from: figure.from, to: figure.to } }),
        period,
      ).toBe(figure.assessedCount);
    }
  });

  it("Yearly Performance's counts within a period (each year and level) are as many as the facilities of that year's days of the period", async () => {
    for (const period of ['2024-Q2', '2023-07-01..2025-03-31']) {
      const { rows: years } = await query<YearlyOverallRow>(api, analyst, 'YearlyPerformance/Overall', {
        filter,
        period,
      });
      expect(years.length, period).toBeGreaterThan(0);
      const [from, to] = period === '2024-Q2' ? ['2024-04-01', '2024-06-30'] : period.split('..');
      for (const year of years) {
        // the days of the period in that year
        const days = {
          from: from > `${year.year}-01-01` ? from : `${year.year}-01-01`,
          to: to < `${year.year}-12-31` ? to : `${year.year}-12-31`,
        };
        expect(await listTotal({ ...filter, assessedBetween: days }), `${period} ${year.year}`).toBe(
          year.assessedCount,
        );
        for (const level of [0, 1, 2, 3, 4, 5]) {
          const counted = level === 0 ? year.none : year[`level${level}` as 'level1'];
          expect(
            await listTotal({ ...filter, assessedBetween: { ...days, level } }),
            `${period} ${year.year} level ${level}`,
          ).toBe(counted);
        }
      }
    }
  });

  it("the days only narrow: another environment's list counts its own assessments, and another tenant is refused", async () => {
    const days = { from: '2025-01-01', to: '2025-06-30' };
    const own = await listTotal({ ...filter, assessedBetween: days });
    expect(own).toBeLessThanOrEqual(await listTotal(filter));
    // the training environment's list agrees with the training environment's own figure
    const training = await homeCount('2025-01-01..2025-06-30', ENVIRONMENTS.afyaTraining);
    expect(await listTotal({ ...filter, assessedBetween: days }, ENVIRONMENTS.afyaTraining)).toBe(
      training.assessedCount,
    );
    // the database: facilities of afya-production assessed in those days
    const { rows } = await api.db.query<{ count: number }>(
      `SELECT count(DISTINCT a.facility_id)::int AS count FROM assessments a
       JOIN facility_facts f ON f.environment_id = a.environment_id AND f.facility_id = a.facility_id
       WHERE a.environment_id = $1 AND f.is_active AND coalesce(f.awarded_level, 0) <> ALL('{1,5}')
         AND a.assessed_on BETWEEN $2::date AND $3::date`,
      [ENVIRONMENTS.afyaProduction, days.from, days.to],
    );
    expect(own).toBe(rows[0].count);
    const stranger = await call(api, '/api/qps/facility/list', {
      token: await api.token(USERS.secondTenantAnalyst),
      environmentId: ENVIRONMENTS.afyaProduction,
      body: { filter: { assessedBetween: days }, limit: 1 },
    });
    expect(stranger.status).toBe(403);
  });

  it('days that are no range are a 400 with a reason, never a 500', async () => {
    for (const assessedBetween of [
      { from: '2025-04-01', to: '2025-03-31' },
      { from: '2025-02-30', to: '2025-03-31' },
      { from: '2000-01-01', to: '2024-12-31' },
      { from: '2025-01-01' },
      { from: '2025-01-01', to: '2025-03-31', level: 6 },
      '2025-Q1',
    ]) {
      const list = await call<{ error: { message: string } }>(api, '/api/qps/facility/list', {
        token: analyst,
        environmentId: ENVIRONMENTS.afyaProduction,
        body: { filter: { assessedBetween }, limit: 1 },
      });
      expect(list.status, JSON.stringify(assessedBetween)).toBe(400);
      expect(list.body.error.message, JSON.stringify(assessedBetween)).toMatch(/assessedBetween/);
    }
  });
});

describe("the list behind Benchmarking's peer group figure", () => {
  it('lists the facility and its peers (same level, category, region or all, with a latest score) as many as the figure counts', async () => {
    const filter = { activeStates: [true] };
    const { rows: facts } = await api.db.query<{
      facility_id: number;
      awarded_level: number | null;
      category_id: number;
      region_id: number;
    }>(
      `SELECT facility_id, awarded_level, category_id, region_id FROM facility_facts
       WHERE environment_id = $1 AND is_active AND latest_year IS NOT NULL ORDER BY facility_id LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const facility = facts[0];
    const narrowing = {
      level: { awardedLevels: [facility.awarded_level ?? 0] },
      category: { facilityCategoryIds: [facility.category_id] },
      region: { regionIds: [facility.region_id] },
      network: {},
    };
    for (const [peerGroup, narrowed] of Object.entries(narrowing)) {
      const { rows } = await query<BenchmarkPeerRow>(api, analyst, 'Benchmarking/Peers', {
        filter,
        facilityId: facility.facility_id,
        peerGroup,
      });
      const element = rows.find((row) => row.score !== null);
      if (!element) throw new Error('the facility has no score');
      // the figure: the facility and its peers
      const figure = element.peerCount + 1;
      // the peers counted have a latest score in the elements (every assessment scores each one)
      const scored = {
        filterType: 'ByServiceElementScore',
        serviceElementId: element.serviceElementId,
        minScore: 0,
        maxScore: 100,
      };
      expect(await listTotal({ ...filter, ...narrowed, intakeFilters: scored }), peerGroup).toBe(figure);
    }
  });
});
