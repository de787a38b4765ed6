import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityScopeSql, isFacilityUser, type ScopeContext } from './facility-scope.js';
import { perElement, type ServiceElement } from './service-elements.js';
import { SqlParams } from './sql-params.js';

/** Each latest assessment's element scores as rows (score, position): what element_score_rollup counts. */
export const latestElementScores = (facts = 'facility_facts') =>
  `${facts} f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id AND a.is_latest
  CROSS JOIN unnest(a.scores) WITH ORDINALITY u(score, position)`;

/** Of the latestElementScores rows, those of the element at `position` (one pass counts every element). */
export const elementScoreCount = (position: number) =>
  `count(*) FILTER (WHERE u.position = ${position})::int`;

/** How many selected facilities gave one service element each score, ascending by score. */
export type ScoreCounts = { score: number; facilities: number }[];

/**
 * True when the filter names only element_score_rollup's dimensions (country, region, category,
 * level, active): then its groups answer exactly. Anything else counts the facts' latest assessments.
 */
export function isHistogramSelection(context: ScopeContext, filter: WireFilter): boolean {
  if (isFacilityUser(context)) return false;
  const named = (values: unknown[] | null | undefined) =>
    values !== undefined && values !== null && values.length > 0;
  if (named(filter.districtIds) || named(filter.facilityGroupIds) || named(filter.surveyIds)) return false;
  if (filter.contractFacilityIds) return false;
  const intake = filter.intakeFilters?.filterType;
  return intake !== 'UncertifiedFacilities' && intake !== 'ByServiceElementScore';
}

/** Only facilities sharing this value of one of their columns (a peer group). */
export interface SharedValue {
  column: 'awarded_level' | 'category_id' | 'country_id' | 'region_id';
  value: number | null;
}

/**
 * The selected facilities' latest scores counted per service element and score (101 rows at most),
 * optionally only those sharing `peers`' value. Keyed by element position.
 */
export async function scoreHistograms(
  db: Queryable,
  context: ScopeContext,
  filter: WireFilter = {},
  elements: ServiceElement[] = [],
  peers?: SharedValue,
): Promise<Map<number, ScoreCounts>> {
  const params = new SqlParams();
  const conditions = [facilityScopeSql(params, context, filter)];
  if (peers) conditions.push(`f.${peers.column} IS NOT DISTINCT FROM ${params.add(peers.value)}::int`);
  const rollup = isHistogramSelection(context, filter);
  if (rollup) {
    // the rows summed over every region answer whenever the place does not matter (a few thousand rows)
    const byPlace =
      Boolean(filter.countryIds?.length || filter.regionIds?.length) ||
      peers?.column === 'region_id' ||
      peers?.column === 'country_id';
    conditions.push(byPlace ? 'f.region_id IS NOT NULL' : 'f.region_id IS NULL');
  }
  const where = conditions.join(' AND ');
  // one row per score with a count per element: summed rollup groups, or counted latest assessments
  const { rows } = await db.query<Record<string, number>>(
    rollup
      ? `SELECT f.score, ${perElement(elements, (position) => `sum(f.facilities[${position}])::int`)}
         FROM element_score_rollup f WHERE ${where} GROUP BY f.score ORDER BY f.score`
      : `SELECT u.score, ${perElement(elements, elementScoreCount)}
         FROM ${latestElementScores()} WHERE ${where} AND u.score IS NOT NULL GROUP BY u.score ORDER BY u.score`,
    params.values,
  );
  return new Map(
    elements.map((element) => [
      element.position,
      rows
        .map((row) => ({ score: row.score, facilities: row[`e${element.position}`] }))
        .filter((entry) => entry.facilities > 0),
    ]),
  );
}

export const facilitiesCounted = (counts: ScoreCounts) =>
  counts.reduce((total, entry) => total + entry.facilities, 0);

/** Facilities scoring below (`sign` -1) or above (+1) `score`. */
export const facilitiesBeyond = (counts: ScoreCounts, score: number, sign: -1 | 1) =>
  facilitiesCounted(counts.filter((entry) => Math.sign(entry.score - score) === sign));

/** PostgreSQL's percentile_cont over the counted scores, computed the same way (interpolating between two ranks). */
export function percentileCont(counts: ScoreCounts, fraction: number): number | null {
  const total = facilitiesCounted(counts);
  if (total === 0) return null;
  const position = fraction * (total - 1);
  const lower = Math.floor(position);
  const low = scoreAtRank(counts, lower);
  return low + (position - lower) * (scoreAtRank(counts, Math.ceil(position)) - low);
}

/** The score of the facility at 0-based `rank` in ascending order. */
function scoreAtRank(counts: ScoreCounts, rank: number): number {
  let passed = 0;
  for (const entry of counts) {
    passed += entry.facilities;
    if (passed > rank) return entry.score;
  }
  throw new Error(`rank ${rank} beyond ${passed} counted scores`);
}

/** The counts without one facility's score (the facility benchmarked is not its own peer). */
export const withoutScore = (counts: ScoreCounts, score: number): ScoreCounts =>
  counts
    .map((entry) => (entry.score === score ? { ...entry, facilities: entry.facilities - 1 } : entry))
    .filter((entry) => entry.facilities > 0);
