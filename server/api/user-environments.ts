import type { Environment } from '../../machines/shared/domain.types.js';
import type { Queryable } from '../db/database.js';
import type { UserRecord } from '../db/users.js';

export interface EnvironmentRow {
  id: string;
  name: string;
  tenant_id: string;
  primary_color: string;
  qes_logo: string;
  qes_favicon: string | null;
}

const ENVIRONMENT_COLUMNS = 'e.id, e.name, e.tenant_id, e.primary_color, e.qes_logo, e.qes_favicon';

/**
 * The working environments of the user's tenant, in display order. A facility user only gets the
 * environments that hold its facility (elsewhere it would see nothing).
 */
export async function userEnvironments(db: Queryable, user: UserRecord): Promise<EnvironmentRow[]> {
  const facilityCondition =
    user.user_type === 'FacilityUser'
      ? 'AND EXISTS (SELECT 1 FROM facilities f WHERE f.environment_id = e.id AND f.id = $2)'
      : '';
  const params =
    user.user_type === 'FacilityUser' ? [user.tenant_id, user.facility_id ?? -1] : [user.tenant_id];
  const { rows } = await db.query<EnvironmentRow>(
    `SELECT ${ENVIRONMENT_COLUMNS} FROM environments e
     WHERE e.tenant_id = $1 AND e.kind = 'working' ${facilityCondition} ORDER BY e.sort_order`,
    params,
  );
  return rows;
}

/** The tenant environment (signed-out theme) of a tenant; without an id, of the first tenant. */
export async function tenantEnvironment(
  db: Queryable,
  tenantId: string | undefined,
): Promise<EnvironmentRow | null> {
  const { rows } = await db.query<EnvironmentRow>(
    `SELECT ${ENVIRONMENT_COLUMNS} FROM environments e JOIN tenants t ON t.id = e.tenant_id
     WHERE e.kind = 'tenant' AND ($1::text IS NULL OR e.tenant_id = $1) ORDER BY t.sort_order LIMIT 1`,
    [tenantId ?? null],
  );
  return rows[0] ?? null;
}

/**
 * The environment the public view shows for a tenant: its first working environment. An address
 * that names no tenant gets the specially recognised tenant's register (spec section 6,
 * docs/ui.md), or the first tenant's when none is configured or it has no working environment.
 */
export async function publicEnvironmentId(
  db: Queryable,
  tenantId: string | undefined,
  specialTenantId?: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM environments e JOIN tenants t ON t.id = e.tenant_id
     WHERE e.kind = 'working' AND ($1::text IS NULL OR e.tenant_id = $1)
     ORDER BY e.tenant_id IS NOT DISTINCT FROM $2 DESC, t.sort_order, e.sort_order LIMIT 1`,
    [tenantId ?? null, specialTenantId ?? null],
  );
  return rows[0]?.id ?? null;
}

export function toEnvironment(row: EnvironmentRow): Environment {
  return {
    id: row.id,
    name: row.name,
    tenantId: row.tenant_id,
    environmentSettings: {
      primaryColor: row.primary_color,
      qesLogo: row.qes_logo,
      ...(row.qes_favicon ? { qesFavicon: row.qes_favicon } : {}),
    },
  };
}
