import type { WireFilter } from '../../contract/filter.schemas.js';
import type { PivotDimension } from '../../contract/query.schemas.js';
import { allowedContractConditions } from './contract-selection.js';
import type { SqlParams } from './sql-params.js';

/**
 * A pivot axis: the value it groups by, and how the grouped value `{v}` is keyed, labelled and
 * ordered; `{n}` names its names' table (joined by `join`), `{env}` the environment's parameter.
 * Keys are never null (`none` stands for "no value"), so only a total has a null key.
 */
export interface PivotAxis {
  /** A column of the rollup and of facility_facts (a facility has one value). */
  column?: string;
  /** Many-valued: a FROM item of (facility_id, v) pairs in the environment (a facility has any number). */
  members?: (params: SqlParams, filter: WireFilter, env: string) => string;
  key: string;
  label: string;
  /** Text that orders the values: names alphabetically, levels and years by number with `none` last. */
  order: string;
  join?: string;
}

const named = (column: string, table: string): PivotAxis => ({
  column,
  key: '{v}::text',
  label: '{n}.name',
  order: '{n}.name',
  join: `LEFT JOIN ${table} {n} ON {n}.id = {v}`,
});

/** An axis of values kept per environment, where facilities of no value make the row `none`, named `noneLabel`. */
const namedOrNone = (
  value: Pick<PivotAxis, 'column' | 'members'>,
  table: string,
  noneLabel: string,
): PivotAxis => ({
  ...value,
  key: `coalesce({v}::text, 'none')`,
  label: `coalesce({n}.name, '${noneLabel}')`,
  // by name, then the facilities of none
  order: `coalesce('0' || {n}.name, '1')`,
  join: `LEFT JOIN ${table} {n} ON {n}.environment_id = {env} AND {n}.id = {v}`,
});

/**
 * A facility's contracts, kept to those the filter's contract selection allows: a facility the
 * filter keeps for contract A is not counted under a contract B the filter did not choose.
 */
function contractMembers(params: SqlParams, filter: WireFilter, env: string): string {
  const allowed = allowedContractConditions(params, filter, env).map((condition) => ` AND ${condition}`);
  return `(SELECT cf.facility_id, cf.contract_id AS v FROM contract_facilities cf
    WHERE cf.environment_id = ${env}${allowed.join('')})`;
}

/** A facility's contract groups (role and organization of one of its allowed contracts), `role:organization`. */
function contractGroupMembers(params: SqlParams, filter: WireFilter, env: string): string {
  const conditions = [`cf.environment_id = ${env}`];
  const ids = (filter.contractIds ?? []).filter((id): id is number => id !== null);
  if (ids.length > 0) conditions.push(`cf.contract_id = ANY(${params.add(ids)}::int[])`);
  const groups = filter.contractGroups ?? [];
  if (groups.length > 0) {
    // only the chosen groups: any contract with one of them is a contract the filter allows
    const roles = params.add(groups.map((group) => group.roleId));
    const organizations = params.add(groups.map((group) => group.organizationId));
    conditions.push(
      `(co.role_id, co.organization_id) IN (SELECT * FROM unnest(${roles}::int[], ${organizations}::int[]))`,
    );
  }
  return `(SELECT cf.facility_id, cf.contract_id, co.role_id || ':' || co.organization_id AS v
    FROM contract_facilities cf
    JOIN contract_organizations co ON co.environment_id = cf.environment_id AND co.contract_id = cf.contract_id
    WHERE ${conditions.join(' AND ')})`;
}

/** The surveys a facility answered, kept to the filter's surveys when it names some. */
function surveyMembers(params: SqlParams, filter: WireFilter, env: string): string {
  const chosen = filter.surveyIds && filter.surveyIds.length > 0;
  const only = chosen ? ` AND sa.survey_id = ANY(${params.add(filter.surveyIds)}::int[])` : '';
  return `(SELECT DISTINCT sa.facility_id, sa.survey_id AS v FROM survey_answers sa
    WHERE sa.environment_id = ${env}${only})`;
}

export const PIVOT_AXES: Record<PivotDimension, PivotAxis> = {
  country: named('country_id', 'countries'),
  region: named('region_id', 'regions'),
  district: named('district_id', 'districts'),
  category: named('category_id', 'facility_categories'),
  facilityGroup: {
    column: 'facility_group_id',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce({n}.name, 'No facility group')`,
    order: `coalesce('0' || {n}.name, '1')`,
    join: 'LEFT JOIN facility_groups {n} ON {n}.environment_id = {env} AND {n}.id = {v}',
  },
  level: {
    column: 'awarded_level',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce('Level ' || {v}, 'Uncertified')`,
    order: `coalesce({v}::text, 'none')`,
  },
  activeState: {
    column: 'is_active',
    key: `CASE WHEN {v} THEN 'active' ELSE 'inactive' END`,
    label: `CASE WHEN {v} THEN 'Active' ELSE 'Inactive' END`,
    order: `CASE WHEN {v} THEN 'active' ELSE 'inactive' END`,
  },
  year: {
    column: 'latest_year',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce({v}::text, 'Not assessed')`,
    order: `coalesce({v}::text, 'none')`,
  },
  contract: namedOrNone({ members: contractMembers }, 'contracts', 'No contract'),
  survey: namedOrNone({ members: surveyMembers }, 'surveys', 'No survey'),
  contractGroup: {
    members: contractGroupMembers,
    key: `coalesce({v}, 'none')`,
    // a facility of no contract has no contract group
    label: `coalesce({n}.name || ' (' || {n}r.name || ')', 'No contract')`,
    order: `coalesce('0' || {n}.name || ' ' || {n}r.name, '1')`,
    join: `LEFT JOIN organizations {n} ON {n}.environment_id = {env} AND {n}.id = split_part({v}, ':', 2)::int
      LEFT JOIN roles {n}r ON {n}r.id = split_part({v}, ':', 1)::int`,
  },
};

/** One axis's SQL over the grouped cells `n`: its value is `n.{side}`, its names joined as `{side}n`. */
export function axisSql(axis: PivotAxis, side: 'r' | 'c', env: string) {
  const fill = (text: string) =>
    text.replaceAll('{v}', `n.${side}`).replaceAll('{n}', `${side}n`).replaceAll('{env}', env);
  const unlessTotal = (text: string) => `CASE WHEN n.${side}_all THEN NULL ELSE ${fill(text)} END`;
  return {
    key: unlessTotal(axis.key),
    label: unlessTotal(axis.label),
    order: fill(axis.order),
    join: axis.join ? fill(axis.join) : '',
  };
}
