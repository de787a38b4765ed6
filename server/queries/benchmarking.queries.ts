import type {
  BenchmarkComparisonRow,
  BenchmarkPeerRow,
} from '../../src/services/api/contract/query.schemas.js';
import { facilityScopeSql } from './facility-scope.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type BenchmarkingQueries = Pick<QueryRegistry, 'Benchmarking/Peers' | 'BenchmarkingV2/Comparison'>;

const PEER_CONDITION = {
  level: 'f.awarded_level IS NOT DISTINCT FROM t.awarded_level',
  category: 'f.category_id = t.category_id',
  region: 'f.region_id = t.region_id',
  network: 'true',
} as const;

/** Latest scores of the scoped facilities, one row per (facility, service element position). */
const scopedScores = (where: string, withTarget = false) => `
  SELECT u.ord::int AS ord, u.score::float8 AS score
  FROM facilities f${withTarget ? ' CROSS JOIN t' : ''}
    JOIN assessments a ON a.facility_id = f.id AND a.is_latest
    CROSS JOIN LATERAL unnest(a.scores) WITH ORDINALITY AS u(score, ord)
  WHERE ${where}`;

export const benchmarkingQueries: BenchmarkingQueries = {
  /** The facility against its peers in the filtered network: same level, category, region, or all. */
  'Benchmarking/Peers': {
    permissions: ['QAP.BenchmarkingPage'],
    options: { maxScore: 100 },
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const facilityId = sql.add(params.facilityId);
      const where = facilityScopeSql(sql, scope, params.filter);
      const peerCondition = PEER_CONDITION[params.peerGroup ?? 'network'];
      const { rows } = await db.query<BenchmarkPeerRow>(
        `WITH t AS (
           SELECT f.id, f.awarded_level, f.category_id, f.region_id, a.scores
           FROM facilities f LEFT JOIN assessments a ON a.facility_id = f.id AND a.is_latest WHERE f.id = ${facilityId}
         ),
         peers AS (${scopedScores(`${where} AND f.id <> t.id AND ${peerCondition}`, true)}),
         stats AS (
           SELECT p.ord, count(*)::int AS peer_count,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY p.score) AS median,
             percentile_cont(0.25) WITHIN GROUP (ORDER BY p.score) AS q1,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY p.score) AS q3,
             count(*) FILTER (WHERE p.score < t.scores[p.ord]) AS below,
             count(*) FILTER (WHERE p.score > t.scores[p.ord]) AS above
           FROM peers p CROSS JOIN t GROUP BY p.ord
         )
         SELECT se.id AS "serviceElementId", se.name AS "serviceElementName", t.scores[se.sort_order]::float8 AS score,
           coalesce(st.peer_count, 0) AS "peerCount", ${round1('st.median')} AS median,
           ${round1('st.q1')} AS q1, ${round1('st.q3')} AS q3,
           CASE WHEN t.scores IS NULL OR st.peer_count IS NULL THEN NULL
             ELSE ${round1('100.0 * st.below / st.peer_count')} END AS percentile,
           CASE WHEN t.scores IS NULL THEN NULL ELSE (1 + coalesce(st.above, 0))::int END AS rank
         FROM service_elements se CROSS JOIN t LEFT JOIN stats st ON st.ord = se.sort_order
         ORDER BY se.sort_order`,
        sql.values,
      );
      return rows;
    },
  },
  /** Up to eight facilities side by side, each service element with the filtered network's median. */
  'BenchmarkingV2/Comparison': {
    permissions: ['QAP.BenchmarkingV2Page'],
    options: { maxScore: 100, maxFacilities: 8 },
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const ids = sql.add(params.facilityIds);
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows } = await db.query<BenchmarkComparisonRow>(
        `WITH network AS (
           SELECT s.ord, percentile_cont(0.5) WITHIN GROUP (ORDER BY s.score) AS median
           FROM (${scopedScores(where)}) s GROUP BY s.ord
         )
         SELECT f.id AS "facilityId", f.name AS "facilityName", se.id AS "serviceElementId",
           se.name AS "serviceElementName", a.scores[se.sort_order]::float8 AS score, ${round1('n.median')} AS "peerMedian"
         FROM facilities f
           CROSS JOIN service_elements se
           LEFT JOIN assessments a ON a.facility_id = f.id AND a.is_latest
           LEFT JOIN network n ON n.ord = se.sort_order
         WHERE f.id = ANY(${ids}::int[])
         ORDER BY array_position(${ids}::int[], f.id), se.sort_order`,
        sql.values,
      );
      return rows;
    },
  },
};
