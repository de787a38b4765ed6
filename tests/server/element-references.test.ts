import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceElementScoreRow } from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Issue 15 item 5: Facility Details shows, beside each latest service-element score, the median
 * of the other assessed facilities of the facility's country, region and category. Expected
 * values come from PostgreSQL's own percentile_cont over the base tables.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('element-references');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const GROUP_COLUMN = {
  nationalMedian: 'country_id',
  regionalMedian: 'region_id',
  peerMedian: 'category_id',
} as const;

/** The median of element `position` among the other assessed facilities sharing `column` with the facility. */
async function expectedMedian(facilityId: number, column: string, position: number): Promise<number | null> {
  const { rows } = await api.db.query<{ median: number | null }>(
    `SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.scores[${position}])::numeric, 1)::float8 AS median
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column} AND a.scores[${position}] IS NOT NULL`,
    [ENVIRONMENTS.afyaProduction, facilityId],
  );
  return rows[0]?.median ?? null;
}

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

  it("a facility user sees no other facility's scores, so no medians", async () => {
    const facilityUser = await api.token(USERS.facilityUser);
    const { rows: own } = await api.db.query<{ facility_id: number }>(
      'SELECT facility_id FROM users WHERE id = $1',
      [USERS.facilityUser],
    );
    const rows = (
      await query<ServiceElementScoreRow>(api, facilityUser, 'Facility/ServiceElementScores', {
        facilityId: own[0].facility_id,
      })
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([row.nationalMedian, row.regionalMedian, row.peerMedian]).toEqual([null, null, null]);
  });
});
