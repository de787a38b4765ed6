import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchmarkPeerRow, YearlyOverallRow } from '../../contract/query.schemas';
import { listTotal as listTotalOf } from './support/list-total';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Issue 15 item 1: a figure opens the list of the facilities behind it, as many as it counts. For
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

const listTotal = (filter: Record<string, unknown>) => listTotalOf(api, analyst, filter);

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
