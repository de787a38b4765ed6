import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { contractSelectionSql } from './contract-selection.js';
import { SqlParams } from './sql-params.js';

/** Who is asking, inside which environment: every facility query is confined by it. */
export interface ScopeContext {
  environmentId: string;
  /** Set for a facility user: the only facility it may ever see (null = bound to none). */
  facilityUserFacilityId?: number | null;
  /** The environment's data version when it was read with the caller's check (answers are cached under it). */
  dataVersion?: string;
}

export type FacetDimension = 'country' | 'region' | 'district' | 'contract';

/** Active = any of the certificate, self-assessment or entry flags (stored so in the analytics tables). */
export const ACTIVE_SQL = 'f.is_active';

export function isFacilityUser(context: ScopeContext): boolean {
  return context.facilityUserFacilityId !== undefined;
}

/**
 * The WHERE condition (on facility_facts aliased `f`; facility_rollup too, see analytics-source) for the facilities a request may see: the
 * environment, then either the facility user's own facility (its filter is ignored: it cannot narrow)
 * or the filter. `ignore` leaves out dimensions, so a facet's options are narrowed by the others only.
 */
export function facilityScopeSql(
  params: SqlParams,
  context: ScopeContext,
  filter: WireFilter = {},
  ignore: readonly FacetDimension[] = [],
): string {
  // every subquery below names the environment by this constant too: Citus routes it to one shard
  const environment = params.add(context.environmentId);
  const conditions = [`f.environment_id = ${environment}`];
  if (isFacilityUser(context)) {
    conditions.push(`f.facility_id = ${params.add(context.facilityUserFacilityId ?? -1)}`);
    return conditions.join(' AND ');
  }
  const anyOf = (column: string, values: number[] | undefined, dimension?: FacetDimension) => {
    if (values && values.length > 0 && !(dimension && ignore.includes(dimension))) {
      conditions.push(`${column} = ANY(${params.add(values)}::int[])`);
    }
  };
  anyOf('f.country_id', filter.countryIds, 'country');
  anyOf('f.region_id', filter.regionIds, 'region');
  anyOf('f.district_id', filter.districtIds, 'district');
  anyOf('f.category_id', filter.facilityCategoryIds);
  if (!ignore.includes('contract')) {
    const contracts = contractSelectionSql(params, filter, environment);
    if (contracts) conditions.push(contracts);
    // the older form, a selection resolved by the client; an empty list means "contracts chosen that hold no facility"
    if (filter.contractFacilityIds) {
      conditions.push(`f.facility_id = ANY(${params.add(filter.contractFacilityIds)}::int[])`);
    }
  }
  // 0 stands for "none": an uncertified facility, a facility of no group, a facility never assessed
  const anyOfOrNone = (column: string, values: number[] | undefined) => {
    if (!values || values.length === 0) return;
    const options = [`${column} = ANY(${params.add(values.filter((value) => value > 0))}::int[])`];
    if (values.includes(0)) options.push(`${column} IS NULL`);
    conditions.push(`(${options.join(' OR ')})`);
  };
  anyOfOrNone('f.awarded_level', filter.awardedLevels);
  anyOfOrNone('f.facility_group_id', filter.facilityGroupIds);
  anyOfOrNone('f.latest_year', filter.latestYears);
  const assessed = assessedSql(params, filter, environment);
  if (assessed) conditions.push(assessed);
  const states = new Set(filter.activeStates ?? []);
  if (states.size === 1) conditions.push(states.has(true) ? ACTIVE_SQL : `NOT ${ACTIVE_SQL}`);
  if (filter.surveyIds && filter.surveyIds.length > 0) {
    conditions.push(
      `EXISTS (SELECT 1 FROM survey_answers sa WHERE sa.environment_id = ${environment} AND sa.facility_id = f.facility_id AND sa.survey_id = ANY(${params.add(filter.surveyIds)}::int[]))`,
    );
  }
  const intake = intakeSql(params, filter.intakeFilters ?? undefined, environment);
  if (intake) conditions.push(intake);
  return conditions.join(' AND ');
}

/**
 * The conditions on an assessment (alias `alias`) that the filter names: in a year, or dated in a
 * range of days, at that assessment's level when given (0 = uncertified): what a Yearly Performance
 * or a period figure counts. None when the filter names no assessment.
 */
export function namedAssessmentSql(params: SqlParams, filter: WireFilter, alias: string): string[] {
  const atLevel = (level: number | undefined) =>
    level === undefined ? [] : [`coalesce(${alias}.awarded_level, 0) = ${params.add(level)}::int`];
  const conditions: string[] = [];
  if (filter.assessedIn)
    conditions.push(
      `${alias}.year = ${params.add(filter.assessedIn.year)}::int`,
      ...atLevel(filter.assessedIn.level),
    );
  if (filter.assessedBetween) {
    const { from, to, level } = filter.assessedBetween;
    conditions.push(
      `${alias}.assessed_on BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`,
      ...atLevel(level),
    );
  }
  return conditions;
}

/** The facility has an assessment the filter names, in its environment (`environment`, its parameter): it only narrows. */
function assessedSql(params: SqlParams, filter: WireFilter, environment: string): string | null {
  const named = namedAssessmentSql(params, filter, 'ya');
  if (named.length === 0) return null;
  return `EXISTS (SELECT 1 FROM assessments ya WHERE ya.environment_id = ${environment} AND ya.facility_id = f.facility_id
    AND ${named.join(' AND ')})`;
}

function intakeSql(
  params: SqlParams,
  intake: WireFilter['intakeFilters'],
  environment: string,
): string | null {
  switch (intake?.filterType) {
    case 'ByLevel':
      return intake.level === undefined || intake.level === 0
        ? 'f.awarded_level IS NULL'
        : `f.awarded_level = ${params.add(intake.level)}`;
    case 'ActiveFacilities':
      return ACTIVE_SQL;
    case 'InactiveFacilities':
      return `NOT ${ACTIVE_SQL}`;
    case 'UncertifiedFacilities':
      return 'NOT f.is_cert_active';
    case 'ByServiceElementScore': {
      const element = params.add(intake.serviceElementId ?? 1);
      return `EXISTS (SELECT 1 FROM assessments la JOIN service_elements se ON se.id = ${element}
        WHERE la.environment_id = ${environment} AND la.facility_id = f.facility_id AND la.is_latest
          AND la.scores[se.sort_order] BETWEEN ${params.add(intake.minScore ?? 0)} AND ${params.add(intake.maxScore ?? 100)})`;
    }
    default:
      return null;
  }
}

/** Whether the caller may see the facility (its environment and, for a facility user, its one facility). */
export async function isFacilityVisible(
  db: Queryable,
  context: ScopeContext,
  facilityId: number,
): Promise<boolean> {
  return (await firstInvisibleFacility(db, context, [facilityId])) === undefined;
}

/**
 * The first of the ids (in their order) that the caller may not see, or undefined when it may see
 * them all: one query for a whole comparison's facilities.
 */
export async function firstInvisibleFacility(
  db: Queryable,
  context: ScopeContext,
  facilityIds: readonly number[],
): Promise<number | undefined> {
  if (facilityIds.length === 0) return undefined;
  const params = new SqlParams();
  const scope = facilityScopeSql(params, context);
  const { rows } = await db.query<{ id: number }>(
    `SELECT asked.id FROM unnest(${params.add(facilityIds)}::bigint[]) WITH ORDINALITY AS asked(id, n)
     WHERE NOT EXISTS (SELECT 1 FROM facility_facts f WHERE ${scope} AND f.facility_id = asked.id)
     ORDER BY asked.n LIMIT 1`,
    params.values,
    // the scope without a filter has one shape per kind of caller: run on every facility page's call
    { prepareAs: `first-invisible-facility-${isFacilityUser(context) ? 'facility-user' : 'environment'}` },
  );
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}
