import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityPivotCell } from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * The pivot's average score per cell: the mean latest score of the facilities the cell counts, each
 * facility once (also in the totals of contracts, where a facility is in several rows). Expected
 * values are computed here from the base tables (facilities, their latest assessment, contracts).
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('pivot-average');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const id = (row: string | null, column: string | null) => `${row ?? '*'}|${column ?? '*'}`;

/**
 * The same cells, each mean equal to one decimal: a mean lying on a half (71.35) may round either
 * way between the server's sums and these, as float and decimal arithmetic differ in the last bit.
 */
function expectSameMeans(answered: Map<string, number | null>, expected: Map<string, number | null>) {
  expect([...answered.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [cell, mean] of expected) {
    const got = answered.get(cell) ?? null;
    if (mean === null || got === null) expect(got, cell).toBe(mean);
    else expect(Math.abs(got - mean), `${cell}: ${got} against ${mean}`).toBeLessThanOrEqual(0.1 + 1e-9);
  }
}

/**
 * Per cell, total and grand total: the mean of the distinct facilities' latest scores, where
 * `pairs` gives each facility's (r, c) values and its latest score.
 */
async function expectedMeans(pairs: string) {
  const mean = 'round(avg(score::float8)::numeric, 1)::float8';
  const { rows } = await api.db.query<{ r: string | null; c: string | null; mean: number | null }>(
    `WITH latest AS (
       SELECT f.id, f.region_id, coalesce(f.awarded_level::text, 'none') AS level, a.total_score AS score
       FROM facilities f
         LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1
     ),
     pairs AS (${pairs})
     SELECT r, c, ${mean} AS mean FROM pairs GROUP BY r, c
     UNION ALL SELECT r, NULL, ${mean} FROM (SELECT DISTINCT id, r, score FROM pairs) x GROUP BY r
     UNION ALL SELECT NULL, c, ${mean} FROM (SELECT DISTINCT id, c, score FROM pairs) x GROUP BY c
     UNION ALL SELECT NULL, NULL, ${mean} FROM (SELECT DISTINCT id, score FROM pairs) x`,
    [ENVIRONMENTS.afyaProduction],
  );
  return new Map(rows.map((row) => [id(row.r, row.c), row.mean]));
}

async function answeredMeans(rows: string, columns: string) {
  const answer = await query<FacilityPivotCell>(api, analyst, 'FacilityNumbers/Pivot', { rows, columns });
  expect(answer.status).toBe(200);
  return new Map(answer.rows.map((cell) => [id(cell.rowKey, cell.columnKey), cell.averageScore]));
}

describe('FacilityNumbers/Pivot: the average score of each cell', () => {
  it('regions by level: each cell, total and the grand total is the mean latest score of its facilities', async () => {
    const expected = await expectedMeans('SELECT id, region_id::text AS r, level AS c, score FROM latest');
    expect(expected.size).toBeGreaterThan(10);
    expectSameMeans(await answeredMeans('region', 'level'), expected);
  });

  it('contracts by level: a facility in several contracts counts once in every total', async () => {
    const expected = await expectedMeans(
      `SELECT DISTINCT l.id, coalesce(cf.contract_id::text, 'none') AS r, l.level AS c, l.score
       FROM latest l LEFT JOIN contract_facilities cf ON cf.environment_id = $1 AND cf.facility_id = l.id`,
    );
    const { rows } = await api.db.query<{ several: number }>(
      `SELECT count(*)::int AS several FROM (SELECT facility_id FROM contract_facilities
       WHERE environment_id = $1 GROUP BY facility_id HAVING count(*) > 1) x`,
      [ENVIRONMENTS.afyaProduction],
    );
    // the seed holds facilities in several contracts: the totals' rule is really tested
    expect(rows[0].several).toBeGreaterThan(0);
    expectSameMeans(await answeredMeans('contract', 'level'), expected);
  });
});
