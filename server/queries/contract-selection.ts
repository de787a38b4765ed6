import type { WireFilter } from '../../contract/filter.schemas.js';
import type { SqlParams } from './sql-params.js';

/** True when the filter chooses contracts or contract groups (an empty list chooses nothing). */
export function hasContractSelection(filter: WireFilter): boolean {
  return (filter.contractIds?.length ?? 0) > 0 || (filter.contractGroups?.length ?? 0) > 0;
}

/**
 * Conditions on a `contract_facilities` row aliased `cf` that keep the contracts the selection
 * allows: the chosen contract ids, and contracts with an organization matching both role and
 * organization of a chosen group, in the environment `environment` (its parameter). Empty when the
 * selection names neither.
 */
export function allowedContractConditions(
  params: SqlParams,
  filter: WireFilter,
  environment: string,
): string[] {
  const ids = (filter.contractIds ?? []).filter((id): id is number => id !== null);
  const groups = filter.contractGroups ?? [];
  const conditions: string[] = [];
  if (ids.length > 0) conditions.push(`cf.contract_id = ANY(${params.add(ids)}::int[])`);
  if (groups.length > 0) {
    const roles = params.add(groups.map((group) => group.roleId));
    const organizations = params.add(groups.map((group) => group.organizationId));
    conditions.push(`EXISTS (SELECT 1 FROM contract_organizations co
      JOIN unnest(${roles}::int[], ${organizations}::int[]) AS g(role_id, organization_id)
        ON g.role_id = co.role_id AND g.organization_id = co.organization_id
      WHERE co.environment_id = ${environment} AND co.contract_id = cf.contract_id)`);
  }
  return conditions;
}

/**
 * The condition (on facility_facts aliased `f`) for the facilities a contract selection stands for,
 * spec section 5: the chosen contracts (every contract when only groups are chosen), kept to those
 * with an organization matching both role and organization of a chosen group, give the union of
 * their facilities; a `null` contract adds the facilities of no contract, unless groups are chosen
 * (a facility of no contract has no organization). Contracts count only in the facility's own
 * environment (`environment`, its parameter: a constant, so Citus routes the subqueries to one shard),
 * so another tenant's contract id selects nothing. Null when nothing is chosen.
 */
export function contractSelectionSql(
  params: SqlParams,
  filter: WireFilter,
  environment: string,
): string | null {
  if (!hasContractSelection(filter)) return null;
  const chosen = filter.contractIds ?? [];
  const groups = filter.contractGroups ?? [];
  const options: string[] = [];
  // Only `null` chosen: no contract is, so the contract branch would select nothing.
  if (chosen.length === 0 || chosen.some((id) => id !== null)) {
    const conditions = [
      `cf.environment_id = ${environment}`,
      'cf.facility_id = f.facility_id',
      ...allowedContractConditions(params, filter, environment),
    ];
    options.push(`EXISTS (SELECT 1 FROM contract_facilities cf
      JOIN contracts c ON c.environment_id = cf.environment_id AND c.id = cf.contract_id
      WHERE ${conditions.join(' AND ')})`);
  }
  if (chosen.includes(null) && groups.length === 0) options.push('NOT f.has_contract');
  return options.length > 0 ? `(${options.join(' OR ')})` : 'false';
}
