import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireFilter } from '../../contract/filter.schemas';
import type { QueryKey } from '../../contract/query.schemas';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import { readDataVersion } from '../../server/db/data-version';
import { facetOptions, facilityGroups } from '../../server/queries/facility-lists';
import type { ScopeContext } from '../../server/queries/facility-scope';
import type { QueryDefinition } from '../../server/queries/query-definition';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import { ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
const scope: ScopeContext = { environmentId: ENVIRONMENTS.afyaProduction };
let regionId: number;
let surveyId: number;
let facilityGroupId: number;
beforeAll(async () => {
  api = await startTestApi('analytics');
  const region = await api.db.query<{ region_id: number }>(
    `SELECT region_id FROM facilities WHERE environment_id = $1 GROUP BY region_id ORDER BY count(*) DESC LIMIT 1`,
    [scope.environmentId],
  );
  regionId = region.rows[0].region_id;
  const survey = await api.db.query<{ id: number }>(
    'SELECT id FROM surveys WHERE environment_id = $1 LIMIT 1',
    [scope.environmentId],
  );
  surveyId = survey.rows[0].id;
  const group = await api.db.query<{ facility_group_id: number }>(
    `SELECT facility_group_id FROM facilities WHERE environment_id = $1 AND facility_group_id IS NOT NULL
     GROUP BY facility_group_id ORDER BY count(*) DESC LIMIT 1`,
    [scope.environmentId],
  );
  facilityGroupId = group.rows[0].facility_group_id;
});
afterAll(() => api?.close());

const run = async (key: QueryKey, params: Record<string, unknown>, context = scope) =>
  (await (QUERY_REGISTRY[key] as QueryDefinition<QueryKey>).run({
    db: api.db,
    scope: context,
    params: params as never,
  })) as unknown as Record<string, unknown>[];

/**
 * The facts a page must report, computed straight from the base tables (facilities, assessments),
 * never from the analytics tables: a rollup that drifted from them fails here.
 */
async function expectedSummary(where: string, values: unknown[]) {
  const { rows } = await api.db.query<Record<string, number | null>>(
    `WITH s AS (SELECT f.* FROM facilities f WHERE f.environment_id = $1 AND ${where}),
       y AS (SELECT max(latest_year) AS year FROM s)
     SELECT count(*)::int AS "facilityCount",
       count(*) FILTER (WHERE is_cert_active OR is_self_active OR is_entry_active)::int AS "activeCount",
       count(*) FILTER (WHERE awarded_level = 3)::int AS "level3",
       count(*) FILTER (WHERE awarded_level IS NULL)::int AS "none",
       round(avg(latest_score)::numeric, 1)::float8 AS "averageLatestScore",
       (SELECT year FROM y)::int AS "latestYear",
       (SELECT round(avg(a.total_score)::numeric, 1)::float8 FROM assessments a JOIN s ON s.id = a.facility_id
        WHERE a.year = (SELECT year FROM y)) AS "averageScoreLatestYear",
       (SELECT round(avg(a.total_score)::numeric, 1)::float8 FROM assessments a JOIN s ON s.id = a.facility_id
        WHERE a.year = (SELECT year - 1 FROM y)) AS "averageScorePreviousYear"
     FROM s`,
    [scope.environmentId, ...values],
  );
  return rows[0];
}

describe('page aggregates read the analytics tables and answer what the base tables say', () => {
  const cases: { name: string; filter: WireFilter; where: () => [string, unknown[]] }[] = [
    { name: 'the whole environment (rollup summed by region)', filter: {}, where: () => ['true', []] },
    {
      name: 'one facility group (rollup by district and group)',
      filter: { facilityGroupIds: [0] },
      where: () => ['f.facility_group_id = $2', [facilityGroupId]],
    },
    {
      name: 'one region (rollup summed by region)',
      filter: { regionIds: [0] },
      where: () => ['f.region_id = $2', [regionId]],
    },
    {
      name: 'one survey (per-facility facts)',
      filter: { surveyIds: [0] },
      where: () => [
        'EXISTS (SELECT 1 FROM survey_answers sa WHERE sa.environment_id = f.environment_id AND sa.facility_id = f.id AND sa.survey_id = $2)',
        [surveyId],
      ],
    },
  ];
  const resolve = (filter: WireFilter): WireFilter => ({
    ...filter,
    ...(filter.regionIds ? { regionIds: [regionId] } : {}),
    ...(filter.surveyIds ? { surveyIds: [surveyId] } : {}),
    ...(filter.facilityGroupIds ? { facilityGroupIds: [facilityGroupId] } : {}),
  });

  for (const { name, filter, where } of cases) {
    it(`Home/Summary counts, level mix and yearly averages over ${name}`, async () => {
      const [row] = await run('Home/Summary', { filter: resolve(filter) });
      const expected = await expectedSummary(...where());
      expect(row).toMatchObject(expected);
      expect((expected.facilityCount as number) > 0).toBe(true);
    });

    it(`YearlyPerformance counts, averages and level mixes every year's assessments over ${name}`, async () => {
      const [condition, values] = where();
      const { rows: expected } = await api.db.query<Record<string, number>>(
        `SELECT a.year::int AS year, count(*)::int AS "assessedCount",
           round(avg(a.total_score)::numeric, 1)::float8 AS "averageScore",
           count(*) FILTER (WHERE a.awarded_level = 4)::int AS "level4",
           count(*) FILTER (WHERE a.awarded_level IS NULL)::int AS "none",
           round(avg(a.scores[2])::numeric, 1)::float8 AS "secondElement"
         FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
         WHERE f.environment_id = $1 AND ${condition} GROUP BY a.year ORDER BY a.year`,
        [scope.environmentId, ...values],
      );
      expect(expected.length > 1).toBe(true);
      const overall = await run('YearlyPerformance/Overall', { filter: resolve(filter) });
      expect(
        overall.map(({ year, assessedCount, averageScore, level4, none }) => ({
          year,
          assessedCount,
          averageScore,
          level4,
          none,
        })),
      ).toEqual(expected.map(({ secondElement: _element, ...row }) => row));
      const elements = await run('YearlyPerformance/ServiceElements', { filter: resolve(filter) });
      const second = await api.db.query<{ id: number }>(
        'SELECT id FROM service_elements WHERE sort_order = 2',
      );
      expect(
        elements
          .filter((row) => row.serviceElementId === second.rows[0].id)
          .map(({ year, averageScore }) => ({ year, averageScore })),
      ).toEqual(expected.map(({ year, secondElement }) => ({ year, averageScore: secondElement })));
    });

    it(`Network/Aggregates and FacilityNumbers/Pivot per region over ${name}`, async () => {
      const [condition, values] = where();
      const { rows: expected } = await api.db.query<{
        id: number;
        count: number;
        level5: number;
        score: number | null;
      }>(
        `SELECT f.region_id AS id, count(*)::int AS count, count(*) FILTER (WHERE awarded_level = 5)::int AS level5,
           round(avg(latest_score)::numeric, 1)::float8 AS score
         FROM facilities f WHERE f.environment_id = $1 AND ${condition} GROUP BY f.region_id ORDER BY 1`,
        [scope.environmentId, ...values],
      );
      const network = await run('Network/Aggregates', { filter: resolve(filter), groupBy: 'region' });
      expect(
        network
          .map((row) => ({
            id: row.id,
            count: row.facilityCount,
            level5: row.level5,
            score: row.averageScore,
          }))
          .sort((a, b) => (a.id as number) - (b.id as number)),
      ).toEqual(expected);
      const pivot = await run('FacilityNumbers/Pivot', {
        filter: resolve(filter),
        rows: 'region',
        columns: 'level',
      });
      const cell = (rowKey: unknown, columnKey: string | null) =>
        pivot.find((row) => row.rowKey === rowKey && row.columnKey === columnKey)?.count ?? 0;
      expect(
        pivot
          .filter((row) => row.rowKey !== null && row.columnKey === null)
          .map((row) => ({ id: Number(row.rowKey), count: row.count, level5: cell(row.rowKey, '5') }))
          .sort((a, b) => a.id - b.id),
      ).toEqual(expected.map(({ id, count, level5 }) => ({ id, count, level5 })));
    });
  }

  it('Network/Aggregates per district counts each district as the base tables do (never the region sums)', async () => {
    const { rows: expected } = await api.db.query<{ id: number; count: number }>(
      `SELECT district_id AS id, count(*)::int AS count FROM facilities WHERE environment_id = $1
       GROUP BY district_id ORDER BY 1`,
      [scope.environmentId],
    );
    const rows = await run('Network/Aggregates', { filter: {}, groupBy: 'district' });
    expect(
      rows
        .map((row) => ({ id: row.id, count: row.facilityCount }))
        .sort((a, b) => (a.id as number) - (b.id as number)),
    ).toEqual(expected);
  });

  it('FacilityNumbers/Counts counts each level, category and active state as the base tables do', async () => {
    const { rows: expected } = await api.db.query<{ dimension: string; key: string; count: number }>(
      `SELECT 'level' AS dimension, coalesce(awarded_level::text, 'none') AS key, count(*)::int AS count
         FROM facilities WHERE environment_id = $1 GROUP BY awarded_level
       UNION ALL
       SELECT 'category', category_id::text, count(*)::int FROM facilities WHERE environment_id = $1 GROUP BY category_id
       UNION ALL
       SELECT 'activeState', CASE WHEN is_cert_active OR is_self_active OR is_entry_active THEN 'active' ELSE 'inactive' END,
         count(*)::int FROM facilities WHERE environment_id = $1 GROUP BY 2
       ORDER BY 1, 2`,
      [scope.environmentId],
    );
    const rows = await run('FacilityNumbers/Counts', {});
    expect(
      rows
        .filter((row) => row.dimension !== 'region')
        .map(({ dimension, key, count }) => ({ dimension, key, count })),
    ).toEqual(expected);
    const regions = rows.filter((row) => row.dimension === 'region');
    expect(regions.reduce((sum, row) => sum + (row.count as number), 0)).toBe(
      expected.filter((row) => row.dimension === 'level').reduce((sum, row) => sum + row.count, 0),
    );
  });

  it('a facility user’s summary counts its own facility only', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 1',
      [scope.environmentId],
    );
    const [row] = await run('Home/Summary', {}, { ...scope, facilityUserFacilityId: rows[0].id });
    expect(row.facilityCount).toBe(1);
  });

  it('a location facet counts the facilities of each option, narrowed by the other filter values only', async () => {
    const options = await facetOptions(
      api.db,
      scope,
      { regionIds: [regionId], awardedLevels: [0] },
      'region',
    );
    const { rows: expected } = await api.db.query<{ id: number; count: number }>(
      `SELECT region_id AS id, count(*)::int AS count FROM facilities
       WHERE environment_id = $1 AND awarded_level IS NULL GROUP BY region_id ORDER BY 1`,
      [scope.environmentId],
    );
    expect(
      options.map((option) => ({ id: option.id, count: option.facilityCount })).sort((a, b) => a.id - b.id),
    ).toEqual(expected);
    const groups = await facilityGroups(api.db, scope);
    const { rows: grouped } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM facilities WHERE environment_id = $1 AND facility_group_id IS NOT NULL',
      [scope.environmentId],
    );
    expect(groups.reduce((sum, group) => sum + group.facilityCount, 0)).toBe(grouped[0].count);
  });

  it('General/AppToggles takes the filter, or the spec’s id list, and answers the same for the same facilities', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 AND region_id = $2 ORDER BY id',
      [scope.environmentId, regionId],
    );
    const byFilter = await run('General/AppToggles', { filter: { regionIds: [regionId] } });
    const byIds = await run('General/AppToggles', { filteredFacilities: rows.map((row) => row.id) });
    expect(byIds).toEqual(byFilter);
    // one region only: Network Level stays, listing its districts
    expect(byFilter[0].showNetworkTab).toBe(true);
    const everything = await run('General/AppToggles', { filter: {} });
    expect(everything[0].showNetworkTab).toBe(true);
    expect(everything[0].showYearlyPerformanceTab).toBe(true);
  });
});

describe('refreshAnalytics', () => {
  it('makes a change to the base tables visible to the pages and moves the data version', async () => {
    const before = await readDataVersion(api.db, scope.environmentId);
    const [summaryBefore] = await run('Home/Summary', {});
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT id FROM facilities WHERE environment_id = $1 AND awarded_level IS NULL ORDER BY id LIMIT 1`,
      [scope.environmentId],
    );
    await api.db.query('UPDATE facilities SET awarded_level = 5 WHERE id = $1', [rows[0].id]);
    const [stale] = await run('Home/Summary', {});
    expect(stale.level5).toBe(summaryBefore.level5);
    await api.db.transaction((tx) => refreshAnalytics(tx, [scope.environmentId]));
    const [fresh] = await run('Home/Summary', {});
    expect(fresh.level5).toBe((summaryBefore.level5 as number) + 1);
    expect(fresh.none).toBe((summaryBefore.none as number) - 1);
    expect(BigInt(await readDataVersion(api.db, scope.environmentId))).toBe(BigInt(before) + 1n);
  });

  it('rebuilds the facts of most environments by a table swap that keeps the others, the key and every index', async () => {
    const catalogue = () =>
      api.db.query<{ name: string; definition: string }>(
        `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'facility_facts'::regclass ORDER BY 1`,
      );
    const indexesBefore = (await catalogue()).rows;
    const { rows: environments } = await api.db.query<{ id: string }>(
      'SELECT DISTINCT environment_id AS id FROM facilities WHERE environment_id <> $1',
      [ENVIRONMENTS.maishaProduction],
    );
    await api.db.query('UPDATE facilities SET name = name || $2 WHERE environment_id = $1', [
      ENVIRONMENTS.maishaProduction,
      ' (renamed)',
    ]);
    await api.db.transaction((tx) =>
      refreshAnalytics(
        tx,
        environments.map((environment) => environment.id),
      ),
    );
    // the environment left out keeps its facts as they were (the rename is not in them yet)
    const { rows: drift } = await api.db.query<{ drifted: number; missing: number }>(
      `SELECT count(*) FILTER (WHERE ff.name IS DISTINCT FROM fa.name AND fa.environment_id <> $1)::int AS drifted,
         count(*) FILTER (WHERE ff.facility_id IS NULL)::int AS missing,
         count(*) FILTER (WHERE fa.environment_id = $1 AND ff.name = fa.name)::int AS refreshed_by_mistake
       FROM facilities fa LEFT JOIN facility_facts ff ON ff.environment_id = fa.environment_id AND ff.facility_id = fa.id`,
      [ENVIRONMENTS.maishaProduction],
    );
    expect(drift[0]).toEqual({ drifted: 0, missing: 0, refreshed_by_mistake: 0 });
    expect((await catalogue()).rows).toEqual(indexesBefore);
    const { rows: key } = await api.db.query<{ key: string }>(
      `SELECT pg_get_constraintdef(oid) AS key FROM pg_constraint WHERE conrelid = 'facility_facts'::regclass AND contype = 'p'`,
    );
    expect(key).toEqual([{ key: 'PRIMARY KEY (environment_id, facility_id)' }]);
  });
});
