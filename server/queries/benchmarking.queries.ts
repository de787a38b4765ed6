import { heatBandRange } from '../../contract/heat-bands.js';
import type { BenchmarkComparisonRow, BenchmarkPeerRow } from '../../contract/query.schemas.js';
import { elementReferenceMedians, NO_REFERENCES } from './element-references.js';
import type { QueryRegistry } from './query-definition.js';
import {
  facilitiesBeyond,
  facilitiesCounted,
  percentileCont,
  type ScoreCounts,
  scoreHistograms,
  withoutScore,
} from './score-histogram.js';
import { serviceElements } from './service-elements.js';
import { facilityScopeSql } from './facility-scope.js';
import { SqlParams } from './sql-params.js';

type BenchmarkingQueries = Pick<QueryRegistry, 'Benchmarking/Peers' | 'BenchmarkingV2/Comparison'>;

interface Benchmarked {
  awarded_level: number | null;
  country_id: number;
  category_id: number;
  region_id: number;
  scores: number[] | null;
  selected: boolean;
}

/** Peers share the benchmarked facility's level, category or region, or are the whole filtered network. */
const PEER_COLUMN = {
  level: 'awarded_level',
  category: 'category_id',
  region: 'region_id',
  network: undefined,
} as const;

const round1 = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 10) / 10;

export const benchmarkingQueries: BenchmarkingQueries = {
  /**
   * The facility against its peers in the filtered network: same level, category, region, or all.
   * Quartiles and ranks come from the peers' score counts (scores are whole numbers), not their rows.
   */
  'Benchmarking/Peers': {
    permissions: ['QAP.BenchmarkingPage'],
    options: { maxScore: 100 },
    run: async ({ db, scope, params }) => {
      const elements = await serviceElements(db);
      const sql = new SqlParams();
      const { rows } = await db.query<Benchmarked>(
        `SELECT f.awarded_level, f.country_id, f.category_id, f.region_id, a.scores::int[] AS scores,
           (${facilityScopeSql(sql, scope, params.filter)}) AS selected
         FROM facility_facts f LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id AND a.is_latest
         WHERE f.environment_id = ${sql.add(scope.environmentId)} AND f.facility_id = ${sql.add(params.facilityId)}`,
        sql.values,
      );
      const facility = rows[0];
      const column = PEER_COLUMN[params.peerGroup ?? 'network'];
      const scoreAt = (position: number) => facility?.scores?.[position - 1] ?? null;
      const [counted, references] = facility
        ? await Promise.all([
            scoreHistograms(
              db,
              scope,
              params.filter,
              elements,
              column && { column, value: facility[column] },
            ),
            // the Country, Region and Category medians as on Facility Details: never filtered
            elementReferenceMedians(
              db,
              scope,
              {
                countryId: facility.country_id,
                regionId: facility.region_id,
                categoryId: facility.category_id,
                scoreAt,
              },
              elements,
            ),
          ])
        : [new Map<number, ScoreCounts>(), new Map()];
      // the facility is among the counted when the filter selects it (it shares its own level, category, region)
      const peers = elements.map((element) => {
        const counts = counted.get(element.position) ?? [];
        const own = facility?.selected ? facility.scores?.[element.position - 1] : undefined;
        return own === undefined || own === null ? counts : withoutScore(counts, own);
      });
      const peerCount = Math.max(0, ...peers.map(facilitiesCounted));
      return elements.map((element, index): BenchmarkPeerRow => {
        const score = scoreAt(element.position);
        const counts = peers[index];
        return {
          serviceElementId: element.id,
          serviceElementName: element.name,
          score,
          peerCount,
          median: round1(percentileCont(counts, 0.5)),
          q1: round1(percentileCont(counts, 0.25)),
          q3: round1(percentileCont(counts, 0.75)),
          percentile:
            score === null || peerCount === 0
              ? null
              : round1((100 * facilitiesBeyond(counts, score, -1)) / peerCount),
          rank: score === null ? null : 1 + facilitiesBeyond(counts, score, 1),
          ...(references.get(element.position) ?? NO_REFERENCES),
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
      const selected = await scoreHistograms(db, scope, params.filter, elements);
      const { rows: chosen } = await db.query<{ id: number; name: string; scores: number[] | null }>(
        `SELECT f.id, f.name, a.scores::int[] AS scores
         FROM facilities f LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
         WHERE f.environment_id = $1 AND f.id = ANY($2::int[])`,
        [scope.environmentId, params.facilityIds],
      );
      const byId = new Map(chosen.map((facility) => [facility.id, facility]));
      // How many facilities each cell opens (its band of the element; the median's: all scored)
      const inRange = (counts: ScoreCounts, score: number) => {
        const { minScore, maxScore } = heatBandRange(score);
        return facilitiesCounted(
          counts.filter((entry) => entry.score >= minScore && entry.score <= maxScore),
        );
      };
      return params.facilityIds.flatMap((facilityId) => {
        const facility = byId.get(facilityId);
        if (!facility) return [];
        return elements.map((element): BenchmarkComparisonRow => {
          const counts = selected.get(element.position) ?? [];
          const score = facility.scores ? facility.scores[element.position - 1] : null;
          return {
            facilityId,
            facilityName: facility.name,
            serviceElementId: element.id,
            serviceElementName: element.name,
            score,
            peerMedian: round1(percentileCont(counts, 0.5)),
            bandCount: score === null ? null : inRange(counts, score),
            scoredCount: facilitiesCounted(counts),
          };
        });
      });
    },
  },
};
