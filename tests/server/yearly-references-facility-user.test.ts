import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearlyReferenceRow } from '../../contract/query.schemas';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';
import { GROUP_COLUMN, type Reference } from './support/reference-groups';

/**
 * A facility user's Yearly Performance (their own facility's trend) carries,
 * per year, the median total score of the other facilities of their facility's country, region and
 * category over the whole environment, with Facility Details' privacy rule: their facility left out,
 * and a median only of at least 5 other facilities (one assessment each a year), so no peer's score
 * can be read back. Expected values come from PostgreSQL's percentile_cont over the base tables.
 */
let api: TestApi;
let manager: string;
let own: number;
beforeAll(async () => {
  api = await startTestApi('yearly-references-facility-user');
  // the seed's facility manager is a facility user who holds Yearly Performance's permission
  manager = await api.token(USERS.facilityManager);
  const { rows } = await api.db.query<{ facility_id: number }>(
    'SELECT facility_id FROM users WHERE id = $1',
    [USERS.facilityManager],
  );
  own = rows[0].facility_id;
});
afterAll(() => api?.close());

const FEWEST_OTHERS = 5;

/** Per year: the median total score of the other facilities sharing `column` with the user's, null under 5 of them. */
async function expectedMedians(column: string) {
  const { rows } = await api.db.query<{ year: number; median: number; others: number }>(
    `SELECT a.year::int AS year, count(*)::int AS others,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_score)::numeric, 1)::float8 AS median
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column} AND a.total_score IS NOT NULL
     GROUP BY a.year`,
    [ENVIRONMENTS.afyaProduction, own],
  );
  return new Map(rows.map((row) => [row.year, row.others >= FEWEST_OTHERS ? row.median : null]));
}

const managerReferences = async () => {
  const { rows, status } = await query<YearlyReferenceRow>(api, manager, 'YearlyPerformance/References', {
    filter: { activeStates: [] },
  });
  expect(status).toBe(200);
  return rows;
};

describe("YearlyPerformance/References for a facility user: the environment's medians beside their own trend", () => {
  it('each year carries the medians of the other facilities of their country, region and category, and nothing else', async () => {
    const rows = await managerReferences();
    expect(rows.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    // the country is large: the comparison is really there
    expect(rows.every((row) => row.nationalMedian !== null)).toBe(true);
    for (const [field, column] of Object.entries(GROUP_COLUMN)) {
      const expected = await expectedMedians(column);
      for (const row of rows)
        expect({ year: row.year, field, median: row[field as Reference] }).toEqual({
          year: row.year,
          field,
          median: expected.get(row.year) ?? null,
        });
    }
    // aggregates only: never a peer's row, name or score
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['nationalMedian', 'peerMedian', 'regionalMedian', 'year']);
  });

  it('a year whose group has fewer than 5 other facilities gets no median; the fifth brings it', async () => {
    // The user's facility and 4 others of the environment, assessed in every year the user's is,
    // form a category of their own: 4 others.
    const { rows: others } = await api.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND f.id <> $2
         AND NOT EXISTS (SELECT 1 FROM assessments mine WHERE mine.environment_id = f.environment_id
           AND mine.facility_id = $2 AND NOT EXISTS (SELECT 1 FROM assessments a
             WHERE a.environment_id = f.environment_id AND a.facility_id = f.id AND a.year = mine.year))
       ORDER BY f.id LIMIT 5`,
      [ENVIRONMENTS.afyaProduction, own],
    );
    expect(others).toHaveLength(5);
    await api.db.query("INSERT INTO facility_categories (id, name) VALUES (9902, 'Small yearly group')");
    const moveToSmallGroup = async (ids: number[]) => {
      await api.db.query(
        'UPDATE facilities SET category_id = 9902 WHERE environment_id = $1 AND id = ANY($2::int[])',
        [ENVIRONMENTS.afyaProduction, ids],
      );
      await api.db.transaction((tx) => refreshAnalytics(tx, [ENVIRONMENTS.afyaProduction]));
    };
    const { rows: ownYears } = await api.db.query<{ year: number }>(
      'SELECT DISTINCT year::int AS year FROM assessments WHERE environment_id = $1 AND facility_id = $2',
      [ENVIRONMENTS.afyaProduction, own],
    );
    expect(ownYears.length).toBeGreaterThan(0);
    const peerMedianOf = (rows: YearlyReferenceRow[], year: number) =>
      rows.find((row) => row.year === year)?.peerMedian ?? null;

    await moveToSmallGroup([own, ...others.slice(0, 4).map((row) => row.id)]);
    const four = await managerReferences();
    for (const { year } of ownYears)
      expect({ year, median: peerMedianOf(four, year) }).toEqual({ year, median: null });

    await moveToSmallGroup([others[4].id]);
    const five = await managerReferences();
    const expected = await expectedMedians('category_id');
    for (const { year } of ownYears) {
      expect(expected.get(year)).not.toBeNull();
      expect({ year, median: peerMedianOf(five, year) }).toEqual({ year, median: expected.get(year) });
    }
  });
});
