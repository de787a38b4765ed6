import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BenchmarkPeerRow,
  HomeSummaryRow,
  YearlyOverallRow,
  YearlyServiceElementRow,
} from '../../contract/query.schemas';
import { listTotal as listTotalOf } from './support/list-total';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * The figures that opened nothing: Home's yearly averages and Yearly Performance's
 * averages per service element open the facilities assessed in their year (the wire filter's
 * `assessedIn`), Benchmarking's element rows the peer group scored in their element. Each list
 * holds exactly the facilities the figure is computed from: the figure is recomputed here over
 * those facilities' assessments in SQL, and the list counts them.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('figure-lists', 80);
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const FILTER = { activeStates: [true] };
const listTotal = (filter: Record<string, unknown>) => listTotalOf(api, analyst, filter);

/** Over the assessments of `year` of the active facilities: how many, and each score's mean. */
async function assessmentsOf(year: number, score: string) {
  const { rows } = await api.db.query<{ assessments: number; scored: number; mean: number | null }>(
    `SELECT count(*)::int AS assessments, count(${score})::int AS scored,
       round(avg(${score})::numeric, 1)::float8 AS mean
     FROM facility_facts f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
     WHERE f.environment_id = $1 AND f.is_active AND a.year = $2`,
    [ENVIRONMENTS.afyaProduction, year],
  );
  return rows[0];
}

describe("the list behind Home's yearly averages", () => {
  it("each year's average is the mean of the facilities the year's list holds, every one of them scored", async () => {
    const [summary] = (await query<HomeSummaryRow>(api, analyst, 'Home/Summary', { filter: FILTER })).rows;
    const latest = summary.latestYear;
    if (latest === null) throw new Error('the seed has no assessment year');
    const figures = [
      [latest, summary.averageScoreLatestYear],
      [latest - 1, summary.averageScorePreviousYear],
    ] as const;
    for (const [year, average] of figures) {
      const own = await assessmentsOf(year, 'a.total_score::float8');
      expect(own.assessments, String(year)).toBeGreaterThan(0);
      expect({ year, average }).toEqual({ year, average: own.mean });
      // one assessment per facility and year, every one in the average: the list holds them all
      expect(own.scored).toBe(own.assessments);
      expect(await listTotal({ ...FILTER, assessedIn: { year } }), String(year)).toBe(own.assessments);
    }
  });
});

describe("the list behind Yearly Performance's averages per service element", () => {
  it("an element's average of a year is the mean over the facilities the year's list holds, every one scored in it", async () => {
    const { rows: years } = await query<YearlyOverallRow>(api, analyst, 'YearlyPerformance/Overall', {
      filter: FILTER,
    });
    const { rows: elements } = await query<YearlyServiceElementRow>(
      api,
      analyst,
      'YearlyPerformance/ServiceElements',
      { filter: FILTER },
    );
    const { rows: positions } = await api.db.query<{ id: number; position: number }>(
      'SELECT id, sort_order AS position FROM service_elements ORDER BY sort_order',
    );
    expect(years.length).toBeGreaterThan(1);
    for (const year of years) {
      const listed = await listTotal({ ...FILTER, assessedIn: { year: year.year } });
      expect(listed, String(year.year)).toBe(year.assessedCount);
      for (const { id, position } of positions) {
        const own = await assessmentsOf(year.year, `a.scores[${position}]`);
        const figure = elements.find((row) => row.year === year.year && row.serviceElementId === id);
        expect({ year: year.year, id, average: figure?.averageScore, scored: own.scored }).toEqual({
          year: year.year,
          id,
          average: own.mean,
          scored: listed,
        });
      }
    }
  });
});

describe("the list behind Benchmarking's element rows", () => {
  it("each element's peer group (the facility and its peers scored in it) is as many as the list of that element", async () => {
    const { rows: facts } = await api.db.query<{ facility_id: number; awarded_level: number | null }>(
      `SELECT facility_id, awarded_level FROM facility_facts
       WHERE environment_id = $1 AND is_active AND latest_year IS NOT NULL ORDER BY facility_id LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const [facility] = facts;
    const { rows } = await query<BenchmarkPeerRow>(api, analyst, 'Benchmarking/Peers', {
      filter: FILTER,
      facilityId: facility.facility_id,
      peerGroup: 'level',
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const scored = {
        filterType: 'ByServiceElementScore',
        serviceElementId: row.serviceElementId,
        minScore: 0,
        maxScore: 100,
      };
      const listed = await listTotal({
        ...FILTER,
        awardedLevels: [facility.awarded_level ?? 0],
        intakeFilters: scored,
      });
      expect({ element: row.serviceElementId, listed }).toEqual({
        element: row.serviceElementId,
        listed: row.peerCount + 1,
      });
    }
  });
});
