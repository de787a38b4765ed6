import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceElementScoreRow } from '../../contract/query.schemas';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';
import { GROUP_COLUMN } from './support/reference-groups';

/**
 * Facility Details shows, beside each latest service-element score, the median
 * of the other assessed facilities of the facility's country, region and category. Expected
 * values come from PostgreSQL's own percentile_cont over the base tables.
 */
let api: TestApi;
let analyst: string;
let facilityUser: string;
let ownFacilityId: number;
beforeAll(async () => {
  api = await startTestApi('element-references');
  analyst = await api.token(USERS.analyst);
  facilityUser = await api.token(USERS.facilityUser);
  const { rows } = await api.db.query<{ facility_id: number }>(
    'SELECT facility_id FROM users WHERE id = $1',
    [USERS.facilityUser],
  );
  ownFacilityId = rows[0].facility_id;
});
afterAll(() => api?.close());

/**
 * The median of element `position` among the other assessed facilities sharing `column` with the
 * facility; null when fewer than `fewestOthers` of them scored it.
 */
async function expectedMedian(
  facilityId: number,
  column: string,
  position: number,
  fewestOthers = 1,
): Promise<number | null> {
  const { rows } = await api.db.query<{ median: number | null; others: number }>(
    `SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.scores[${position}])::numeric, 1)::float8 AS median,
            count(*)::int AS others
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column} AND a.scores[${position}] IS NOT NULL`,
    [ENVIRONMENTS.afyaProduction, facilityId],
  );
  const group = rows[0];
  return group && group.others >= fewestOthers ? group.median : null;
}

/** A facility user is shown no median of fewer than 5 other facilities. */
const FEWEST_OTHERS_FOR_FACILITY_USER = 5;

/** The facility user's own Facility Details scores, with their medians. */
const facilityUserScores = async () =>
  (
    await query<ServiceElementScoreRow>(api, facilityUser, 'Facility/ServiceElementScores', {
      facilityId: ownFacilityId,
    })
  ).rows;

describe('Facility/ServiceElementScores: medians of the country, the region and the category', () => {
  it('each element carries the medians of the other facilities of the same country, region and category', async () => {
    const { rows: assessed } = await api.db.query<{ id: number }>(
      `SELECT a.facility_id AS id FROM assessments a
       WHERE a.environment_id = $1 AND a.is_latest ORDER BY a.facility_id LIMIT 2`,
      [ENVIRONMENTS.afyaProduction],
    );
    for (const { id: facilityId } of assessed) {
      const rows = (
        await query<ServiceElementScoreRow>(api, analyst, 'Facility/ServiceElementScores', { facilityId })
      ).rows;
      expect(rows).toHaveLength(8);
      for (const [index, row] of rows.entries())
        for (const [field, column] of Object.entries(GROUP_COLUMN))
          expect({ element: index + 1, field, median: row[field as keyof typeof GROUP_COLUMN] }).toEqual({
            element: index + 1,
            field,
            median: await expectedMedian(facilityId, column, index + 1),
          });
    }
  });

  it("a facility user compares with its environment's country, region and category, as an analyst sees them", async () => {
    const rows = await facilityUserScores();
    expect(rows.length).toBeGreaterThan(0);
    // the national group is large: the comparison is really there
    expect(rows.every((row) => row.nationalMedian !== null)).toBe(true);
    for (const [index, row] of rows.entries())
      for (const [field, column] of Object.entries(GROUP_COLUMN)) {
        const expected = await expectedMedian(
          ownFacilityId,
          column,
          index + 1,
          FEWEST_OTHERS_FOR_FACILITY_USER,
        );
        expect({ element: index + 1, field, median: row[field as keyof typeof GROUP_COLUMN] }).toEqual({
          element: index + 1,
          field,
          median: expected,
        });
      }
  });

  it('a facility user gets no median of a group of fewer than 5 other facilities, so no peer score can be read back', async () => {
    // The facility and 4 others of the environment form a category of their own: 4 others.
    const { rows: others } = await api.db.query<{ id: number }>(
      `SELECT a.facility_id AS id FROM assessments a
       WHERE a.environment_id = $1 AND a.is_latest AND a.facility_id <> $2 ORDER BY a.facility_id LIMIT 5`,
      [ENVIRONMENTS.afyaProduction, ownFacilityId],
    );
    await api.db.query("INSERT INTO facility_categories (id, name) VALUES (9901, 'Small test group')");
    const moveToSmallGroup = async (ids: number[]) => {
      await api.db.query(
        'UPDATE facilities SET category_id = 9901 WHERE environment_id = $1 AND id = ANY($2::int[])',
        [ENVIRONMENTS.afyaProduction, ids],
      );
      await api.db.transaction((tx) => refreshAnalytics(tx, [ENVIRONMENTS.afyaProduction]));
    };
    await moveToSmallGroup([ownFacilityId, ...others.slice(0, 4).map((row) => row.id)]);
    for (const row of await facilityUserScores()) expect(row.peerMedian).toBeNull();
    // A fifth other facility joins: the median of the 5 is shown.
    await moveToSmallGroup([others[4].id]);
    for (const [index, row] of (await facilityUserScores()).entries()) {
      const expected = await expectedMedian(
        ownFacilityId,
        'category_id',
        index + 1,
        FEWEST_OTHERS_FOR_FACILITY_USER,
      );
      expect(expected).not.toBeNull();
      expect(row.peerMedian).toBe(expected);
    }
  });
});
