import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearlyReferenceRow } from '../../contract/query.schemas';
import { expectRefusedToOtherTenant } from './support/foreign-tenant';
import { GROUP_COLUMN } from './support/reference-groups';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Facility Details' history beside the medians of docs/ui.md's one definition: per year, the median
 * total score of the other facilities of the facility's country, region and category over the whole
 * environment (the filter never applies). Expected values come from percentile_cont over the base tables.
 */
let api: TestApi;
let analyst: string;
let facilityId: number;
beforeAll(async () => {
  api = await startTestApi('history-references');
  analyst = await api.token(USERS.analyst);
  const { rows } = await api.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
     WHERE f.environment_id = $1 GROUP BY f.id ORDER BY count(*) DESC, f.id LIMIT 1`,
    [ENVIRONMENTS.afyaProduction],
  );
  facilityId = rows[0].id;
});
afterAll(() => api?.close());

/** Per year: the median total score of the other facilities sharing `column` with the facility. */
async function expectedMedians(column: string, from = '1900-01-01', to = '9999-12-31') {
  const { rows } = await api.db.query<{ year: number; median: number }>(
    `SELECT a.year::int AS year,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_score)::numeric, 1)::float8 AS median
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column} AND a.total_score IS NOT NULL
       AND a.assessed_on BETWEEN $3::date AND $4::date
     GROUP BY a.year ORDER BY a.year`,
    [ENVIRONMENTS.afyaProduction, facilityId, from, to],
  );
  return new Map(rows.map((row) => [row.year, row.median]));
}

const referencesOf = async (params: Record<string, unknown> = {}) => {
  const answer = await query<YearlyReferenceRow>(api, analyst, 'Facility/HistoryReferences', {
    facilityId,
    ...params,
  });
  expect(answer.status).toBe(200);
  return answer.rows;
};

describe('Facility/HistoryReferences: the medians beside a facility’s history', () => {
  it('each year carries the medians of the other facilities of its country, region and category', async () => {
    const rows = await referencesOf();
    expect(rows.length).toBeGreaterThan(1);
    for (const [field, column] of Object.entries(GROUP_COLUMN)) {
      const expected = await expectedMedians(column);
      expect(new Map(rows.map((row) => [row.year, row[field as keyof YearlyReferenceRow]])), field).toEqual(
        expected,
      );
    }
  });

  it('a period keeps the assessments dated in it', async () => {
    const rows = await referencesOf({ period: '2024' });
    expect(rows.map((row) => row.year)).toEqual([2024]);
    expect(rows[0].nationalMedian).toBe(
      (await expectedMedians('country_id', '2024-01-01', '2024-12-31')).get(2024),
    );
  });

  it('another tenant’s user gets nothing of the facility', async () => {
    await expectRefusedToOtherTenant(api, 'Facility/HistoryReferences', { facilityId });
  });
});
