import type { BenchmarkComparisonRow, BenchmarkPeerRow } from '../../contract/query.schemas.js';
import { facilityScopeSql } from './facility-scope.js';
import { perElement, serviceElements } from './service-elements.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type BenchmarkingQueries = Pick<QueryRegistry, 'Benchmarking/Peers' | 'BenchmarkingV2/Comparison'>;

const PEER_CONDITION = {
  level: 'f.awarded_level IS NOT DISTINCT FROM t.awarded_level',
  category: 'f.category_id = t.category_id',
  region: 'f.region_id = t.region_id',
  network: 'true',
} as const;

const round1 = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 10) / 10;

export const benchmarkingQueries: BenchmarkingQueries = {
  /** The facility against its peers in the filtered network: same level, category, region, or all. */
  'Benchmarking/Peers': {
    permissions: ['QAP.BenchmarkingPage'],
    options: { maxScore: 100 },
    run: async ({ db, scope, params }) => {
      const elements = await serviceElements(db);
      const sql = new SqlParams();
      const facilityId = sql.add(params.facilityId);
      const where = facilityScopeSql(sql, scope, params.filter);
      const peerCondition = PEER_CONDITION[params.peerGroup ?? 'network'];
      const { rows } = await db.query<Record<string, number[] | number | null>>(
        `WITH t AS (
           SELECT f.facility_id, f.awarded_level, f.category_id, f.region_id, a.scores
           FROM facility_facts f LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id AND a.is_latest
           WHERE f.environment_id = ${sql.add(scope.environmentId)} AND f.facility_id = ${facilityId}
         )
         SELECT (SELECT scores::int[] FROM t) AS target, count(a.scores)::int AS peer_count,
           ${perElement(elements, (p) => `percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY a.scores[${p}])`)},
           ${perElement(elements, (p) => `(count(*) FILTER (WHERE a.scores[${p}] < t.scores[${p}]))::int`).replaceAll(' AS e', ' AS below')},
           ${perElement(elements, (p) => `(count(*) FILTER (WHERE a.scores[${p}] > t.scores[${p}]))::int`).replaceAll(' AS e', ' AS above')}
         FROM facility_facts f CROSS JOIN t JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id AND a.is_latest
         WHERE ${where} AND f.facility_id <> t.facility_id AND ${peerCondition}`,
        sql.values,
      );
      const stats = rows[0];
      const target = stats.target as number[] | null;
      const peerCount = stats.peer_count as number;
      return elements.map((element): BenchmarkPeerRow => {
        const [q1, median, q3] = (stats[`e${element.position}`] as number[] | null) ?? [null, null, null];
        const score = target ? target[element.position - 1] : null;
        return {
          serviceElementId: element.id,
          serviceElementName: element.name,
          score,
          peerCount,
          median: round1(median),
          q1: round1(q1),
          q3: round1(q3),
          percentile:
            score === null || peerCount === 0
              ? null
              : round1((100 * (stats[`below${element.position}`] as number)) / peerCount),
          rank: score === null ? null : 1 + (stats[`above${element.position}`] as number),
        };
      });
    },
  },
  /** Up to eight facilities side by side, each service element with the filtered network's median. */
  'BenchmarkingV2/Comparison': {
    permissions: ['QAP.BenchmarkingV2Page'],
    options: { maxScore: 100, maxFacilities: 8 },
    run: async ({ db, scope, params }) => {
      const elements = await serviceElements(db);
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows: medians } = await db.query<Record<string, number | null>>(
        `SELECT ${perElement(elements, (p) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY a.scores[${p}])`)}
         FROM facility_facts f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id AND a.is_latest WHERE ${where}`,
        sql.values,
      );
      const { rows: chosen } = await db.query<{ id: number; name: string; scores: number[] | null }>(
        `SELECT f.id, f.name, a.scores::int[] AS scores
         FROM facilities f LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
         WHERE f.environment_id = $1 AND f.id = ANY($2::int[])`,
        [scope.environmentId, params.facilityIds],
      );
      const byId = new Map(chosen.map((facility) => [facility.id, facility]));
      return params.facilityIds.flatMap((facilityId) => {
        const facility = byId.get(facilityId);
        if (!facility) return [];
        return elements.map(
          (element): BenchmarkComparisonRow => ({
            facilityId,
            facilityName: facility.name,
            serviceElementId: element.id,
            serviceElementName: element.name,
            score: facility.scores ? facility.scores[element.position - 1] : null,
            peerMedian: round1(medians[0][`e${element.position}`]),
          }),
        );
      });
    },
  },
};
