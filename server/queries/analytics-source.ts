import type { WireFilter } from '../../contract/filter.schemas.js';
import { hasContractSelection } from './contract-selection.js';
import {
  type FacetDimension,
  facilityScopeSql,
  isFacilityUser,
  type ScopeContext,
} from './facility-scope.js';
import { dateInPeriod, type PeriodDays } from './assessment-period.js';
import type { SqlParams } from './sql-params.js';

/** The plain dimensions facility_rollup is grouped by, and the sums it holds per group. */
const DIMENSIONS =
  'f.country_id, f.region_id, f.district_id, f.category_id, f.facility_group_id, f.awarded_level, f.is_active, f.is_cert_active, f.latest_year';
const ROLLUP_MEASURES =
  'f.facilities, f.scored, f.score_sum, f.latitude_sum, f.longitude_sum, f.latitude_min, f.latitude_max, f.longitude_min, f.longitude_max, f.prior_year_scored, f.prior_year_score_sum, f.multi_year_assessed, f.with_momcare';
/** One facility as a rollup group of one, so the same aggregate SQL reads either table. */
const FACT_MEASURES = `1 AS facilities, (f.latest_score IS NOT NULL)::int AS scored, coalesce(f.latest_score, 0)::float8 AS score_sum,
  f.latitude AS latitude_sum, f.longitude AS longitude_sum, f.latitude AS latitude_min, f.latitude AS latitude_max,
  f.longitude AS longitude_min, f.longitude AS longitude_max, (f.prior_year_score IS NOT NULL)::int AS prior_year_scored,
  coalesce(f.prior_year_score, 0)::float8 AS prior_year_score_sum, (f.assessment_count > 1)::int AS multi_year_assessed,
  f.has_momcare::int AS with_momcare`;

/**
 * True when the selection names only dimensions facility_rollup is grouped by: then its groups
 * answer every count and sum exactly. Facility users, surveys, contract selections (ids, groups or
 * facility ids), id lists and service-element score ranges need the per-facility facts.
 */
export function isRollupSelection(
  context: ScopeContext,
  filter: WireFilter,
  ignore: readonly FacetDimension[] = [],
): boolean {
  if (isFacilityUser(context)) return false;
  if (filter.surveyIds && filter.surveyIds.length > 0) return false;
  // the rollups keep no assessment per facility
  if (filter.assessedIn || filter.assessedBetween) return false;
  const choosesContracts = hasContractSelection(filter) || filter.contractFacilityIds !== undefined;
  if (choosesContracts && !ignore.includes('contract')) return false;
  return filter.intakeFilters?.filterType !== 'ByServiceElementScore';
}

/**
 * A FROM item (aliased `s`) with the rollup's columns over the selected facilities: the rollup's groups
 * when they can answer, else one row per selected fact. Sum the measures (`sum(s.facilities)`), never count rows.
 */
export function selectionSource(
  params: SqlParams,
  context: ScopeContext,
  filter: WireFilter = {},
  options: SourceOptions = {},
): string {
  const { ignore = [], ids, perFacility = false } = options;
  const conditions = [facilityScopeSql(params, context, filter, ignore)];
  if (options.where) conditions.push(options.where);
  if (ids === undefined && !perFacility && isRollupSelection(context, filter, ignore)) {
    const rollup = rollupTable('facility_rollup', filter, options.byRegion);
    return `(SELECT ${DIMENSIONS}, ${ROLLUP_MEASURES} FROM ${rollup} f WHERE ${conditions.join(' AND ')}) s`;
  }
  if (ids !== undefined) conditions.push(`f.facility_id = ANY(${params.add(ids)}::int[])`);
  return `(SELECT ${DIMENSIONS}, ${FACT_MEASURES} FROM facility_facts f WHERE ${conditions.join(' AND ')}) s`;
}

export interface SourceOptions {
  /** Facet dimensions of the filter to leave out. */
  ignore?: readonly FacetDimension[];
  /** Only these facilities (the spec's id-list form). */
  ids?: readonly number[];
  /** Always one row per facility (when rollup groups are too coarse, e.g. for map cells at close zoom). */
  perFacility?: boolean;
  /** A further condition on `f`: on columns of both tables, or of facility_facts with perFacility. */
  where?: string;
  /**
   * The query reads no district_id or facility_group_id of `s`: a filter that names neither may
   * then be answered from the rollup summed by region (where those columns are null).
   */
  byRegion?: boolean;
}

/** The region sum of a rollup when the query allows it and the filter names no district or facility group. */
function rollupTable<T extends 'facility_rollup' | 'assessment_rollup'>(
  table: T,
  filter: WireFilter,
  byRegion = false,
): T | `${T}_region` {
  const names = (ids: readonly number[] | undefined) => ids !== undefined && ids.length > 0;
  return byRegion && !names(filter.districtIds) && !names(filter.facilityGroupIds)
    ? `${table}_region`
    : table;
}

/** Facilities counted over a selectionSource, optionally only those matching `condition`. */
export const facilityCount = (condition?: string) =>
  condition === undefined
    ? 'coalesce(sum(s.facilities), 0)::int'
    : `coalesce(sum(s.facilities) FILTER (WHERE ${condition}), 0)::int`;

/**
 * A FROM item (aliased `s`) of the selected facilities' assessments, every year or those dated in
 * `days`: columns year, assessed_level, assessments, score_sum, element_sums. From
 * assessment_rollup when the rollup can answer (it holds whole years), else one row per assessment
 * of the selected facts.
 */
export function assessmentSource(
  params: SqlParams,
  context: ScopeContext,
  filter: WireFilter = {},
  days: PeriodDays | null = null,
): string {
  const where = facilityScopeSql(params, context, filter);
  if (isRollupSelection(context, filter) && (!days || days.years)) {
    const years = days?.years
      ? ` AND f.year BETWEEN ${params.add(days.years.first)}::int AND ${params.add(days.years.last)}::int`
      : '';
    // only sums per year and level come out, never a district or group: the region sums may answer
    return `(SELECT f.year, f.assessed_level, f.assessments, f.score_sum, f.element_sums
      FROM ${rollupTable('assessment_rollup', filter, true)} f WHERE ${where}${years}) s`;
  }
  return `(SELECT a.year, a.awarded_level AS assessed_level, 1 AS assessments, a.total_score::float8 AS score_sum,
      a.scores::float8[] AS element_sums
    FROM facility_facts f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
    WHERE ${where} AND ${dateInPeriod(params, 'a.assessed_on', days)}) s`;
}
