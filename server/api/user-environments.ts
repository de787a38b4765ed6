import type { Environment } from '../../contract/domain.types.js';
import type { Queryable } from '../db/database.js';
import { USER_COLUMNS_OF_U, type UserRecord } from '../db/users.js';

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
 * Who may work in which environment: a working environment of the user's own tenant, and for a
 * facility user only one that holds its facility (elsewhere it would see nothing). `u` is the
 * user's row, `e` the environment's and `f` the user's facility in it, outer-joined by the
 * environment's constant id (the environment list asks it per environment). A join, not a correlated
 * subquery: Citus plans no correlated subquery beside reference tables (users, environments).
 */
const MAY_WORK_IN_SQL = `e.tenant_id = u.tenant_id AND e.kind = 'working'
  AND (u.user_type IS DISTINCT FROM 'FacilityUser' OR f.id IS NOT NULL)`;

/**
 * The working environments the user may work in, in display order: the tenant's working
 * environments first (a reference table), then the caller check's rule in each by its constant id,
 * so that no statement reads `facilities` across environments (on Citus, each goes to one shard).
 */
export async function userEnvironments(db: Queryable, user: UserRecord): Promise<EnvironmentRow[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM environments e WHERE e.tenant_id = $1 AND e.kind = 'working' ORDER BY e.sort_order`,
    [user.tenant_id],
  );
  const callers = await Promise.all(rows.map(({ id }) => findCallerInEnvironment(db, user.id, id)));
  return callers.flatMap((caller) => (caller?.environment ? [caller.environment] : []));
}

export interface CallerInEnvironment {
  user: UserRecord;
  /** Null when the user may not work in the environment asked for (or it does not exist). */
  environment: EnvironmentRow | null;
  /** The environment's data version (answers are cached under it); '0' before its first change. */
  dataVersion: string;
}

/**
 * The signed-in user, the environment it asks for if it may work there, and that environment's
 * data version, in one round trip: every signed-in request needs all three, and a cached answer
 * costs little more than this query.
 */
export async function findCallerInEnvironment(
  db: Queryable,
  userId: string,
  environmentId: string,
): Promise<CallerInEnvironment | null> {
  const { rows } = await db.query<UserRecord & { env: EnvironmentRow | null; data_version: string }>(
    `SELECT ${USER_COLUMNS_OF_U},
       CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'name', e.name,
         'tenant_id', e.tenant_id, 'primary_color', e.primary_color, 'qes_logo', e.qes_logo,
         'qes_favicon', e.qes_favicon) END AS env,
       COALESCE(v.version, 0)::text AS data_version
     FROM users u
     LEFT JOIN facilities f ON f.environment_id = $2 AND f.id = u.facility_id
     LEFT JOIN environments e ON e.id = $2 AND ${MAY_WORK_IN_SQL}
     LEFT JOIN data_versions v ON v.environment_id = $2 AND e.id IS NOT NULL
     WHERE u.id = $1`,
    [userId, environmentId],
    { prepareAs: 'caller-in-environment' },
  );
  const row = rows[0];
  if (!row) return null;
  const { env, data_version, ...user } = row;
  return { user, environment: env, dataVersion: data_version };
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
