import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireFilter } from '../../contract/filter.schemas';
import type { QueryKey } from '../../contract/query.schemas';
import type { QueryDefinition } from '../../server/queries/query-definition';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import { isHistogramSelection } from '../../server/queries/score-histogram';
import { ENVIRONMENTS, startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
const scope = { environmentId: ENVIRONMENTS.afyaProduction };
let districtId: number;
let regionId: number;
beforeAll(async () => {
  api = await startTestApi('benchmarking');
  const { rows } = await api.db.query<{ district_id: number }>(
    'SELECT district_id FROM facilities WHERE environment_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [scope.environmentId],
  );
  districtId = rows[0].district_id;
  const regions = await api.db.query<{ region_id: number }>(
    'SELECT region_id FROM facilities WHERE environment_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [scope.environmentId],
  );
  regionId = regions.rows[0].region_id;
});
afterAll(() => api?.close());

const run = async (key: QueryKey, params: Record<string, unknown>) =>
  (await (QUERY_REGISTRY[key] as QueryDefinition<QueryKey>).run({
    db: api.db,
    scope,
    params: params as never,
  })) as unknown as Record<string, unknown>[];

/** Each filter the tests use, with the same selection written over the base table `facilities f`. */
const SELECTIONS: { name: string; filter: () => WireFilter; base: () => string }[] = [
  {
    name: 'active facilities (score-count rollup)',
    filter: () => ({ activeStates: [true] }),
    base: () => '(f.is_cert_active OR f.is_self_active OR f.is_entry_active)',
  },
  { name: 'the whole network (score-count rollup)', filter: () => ({}), base: () => 'true' },
  {
    name: 'one region (score-count rollup, per region)',
    filter: () => ({ regionIds: [regionId] }),
    base: () => `f.region_id = ${regionId}`,
  },
  {
    name: 'one district (latest assessments of the facts)',
    filter: () => ({ districtIds: [districtId] }),
    base: () => `f.district_id = ${districtId}`,
  },
];

const PEER_CONDITIONS = {
  network: 'true',
  level: 'f.awarded_level IS NOT DISTINCT FROM t.awarded_level',
  category: 'f.category_id = t.category_id',
  region: 'f.region_id = t.region_id',
} as const;

/** Peers' statistics per element straight from facilities and their latest assessments, by percentile_cont. */
async function expectedPeers(facilityId: number, selection: string, peers: string) {
  const { rows } = await api.db.query(
    `WITH t AS (
       SELECT f.id, f.awarded_level, f.category_id, f.region_id, a.scores FROM facilities f
       LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest WHERE f.environment_id = $1 AND f.id = $2
     ),
     p AS (
       SELECT a.scores FROM facilities f CROSS JOIN t JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1 AND f.id <> t.id AND ${selection} AND ${peers}
     )
     SELECT se.id AS "serviceElementId", se.name AS "serviceElementName", t.scores[se.sort_order]::int AS score,
       (SELECT count(*) FROM p)::int AS "peerCount",
       (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.scores[se.sort_order])::numeric, 1)::float8 FROM p) AS median,
       (SELECT round(percentile_cont(0.25) WITHIN GROUP (ORDER BY p.scores[se.sort_order])::numeric, 1)::float8 FROM p) AS q1,
       (SELECT round(percentile_cont(0.75) WITHIN GROUP (ORDER BY p.scores[se.sort_order])::numeric, 1)::float8 FROM p) AS q3,
       CASE WHEN t.scores IS NULL OR (SELECT count(*) FROM p) = 0 THEN NULL ELSE
         (SELECT round((100.0 * count(*) FILTER (WHERE p.scores[se.sort_order] < t.scores[se.sort_order]) / count(*))::numeric, 1)::float8 FROM p) END AS percentile,
       CASE WHEN t.scores IS NULL THEN NULL ELSE
         (SELECT 1 + count(*) FILTER (WHERE p.scores[se.sort_order] > t.scores[se.sort_order]) FROM p)::int END AS rank
     FROM service_elements se LEFT JOIN t ON true ORDER BY se.sort_order`,
    [scope.environmentId, facilityId],
  );
  return rows;
}

/** A facility the selection holds, one it leaves out (when there is one), and one never assessed. */
async function targets(selection: string): Promise<number[]> {
  const { rows } = await api.db.query<{ id: number | null }>(
    `SELECT (SELECT min(f.id) FROM facilities f WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL AND ${selection}) AS id
     UNION ALL SELECT (SELECT min(f.id) FROM facilities f WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL AND NOT ${selection})
     UNION ALL SELECT (SELECT min(f.id) FROM facilities f WHERE f.environment_id = $1 AND f.latest_year IS NULL)`,
    [scope.environmentId],
  );
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

describe('Benchmarking/Peers: quartiles, percentile and rank equal percentile_cont over the peers’ latest assessments', () => {
  for (const selection of SELECTIONS) {
    it(`for ${selection.name}, every peer group, facilities inside and outside the selection`, async () => {
      expect(isHistogramSelection(scope, selection.filter())).toBe(selection.name.includes('rollup'));
      const facilities = await targets(selection.base());
      expect(facilities.length).toBeGreaterThanOrEqual(2);
      for (const facilityId of facilities) {
        for (const [peerGroup, condition] of Object.entries(PEER_CONDITIONS)) {
          const answer = await run('Benchmarking/Peers', {
            facilityId,
            peerGroup,
            filter: selection.filter(),
          });
          // the country, region and category medians beside them are checked in page-references.test.ts
          const peerFigures = answer.map(
            ({ nationalMedian: _n, regionalMedian: _r, peerMedian: _p, ...figures }) => figures,
          );
          expect(peerFigures, `${facilityId} ${peerGroup}`).toEqual(
            await expectedPeers(facilityId, selection.base(), condition),
          );
        }
      }
    });
  }

  it('a facility of another environment has no score and no peers', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT min(id) AS id FROM facilities WHERE environment_id = $1',
      [ENVIRONMENTS.maishaProduction],
    );
    const answer = await run('Benchmarking/Peers', { facilityId: rows[0].id, filter: {} });
    expect(answer.length).toBeGreaterThan(0);
    for (const row of answer) {
      expect(row).toMatchObject({ score: null, peerCount: 0, median: null, q1: null, q3: null, rank: null });
    }
  });
});

describe('BenchmarkingV2/Comparison: the peer median equals percentile_cont over the selection’s latest assessments', () => {
  for (const selection of SELECTIONS) {
    it(`for ${selection.name}`, async () => {
      const { rows: chosen } = await api.db.query<{ id: number }>(
        'SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 3',
        [scope.environmentId],
      );
      const { rows: medians } = await api.db.query<{ id: number; median: number | null }>(
        `SELECT se.id, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.scores[se.sort_order])::numeric, 1)::float8 AS median
         FROM service_elements se LEFT JOIN (SELECT a.scores
           FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
           WHERE f.environment_id = $1 AND ${selection.base()}) s ON true
         GROUP BY se.id`,
        [scope.environmentId],
      );
      const answer = await run('BenchmarkingV2/Comparison', {
        facilityIds: chosen.map((facility) => facility.id),
        filter: selection.filter(),
      });
      expect(answer).toHaveLength(3 * medians.length);
      const median = new Map(medians.map((row) => [row.id, row.median]));
      for (const row of answer) expect(row.peerMedian).toBe(median.get(row.serviceElementId as number));
    });
  }
});
