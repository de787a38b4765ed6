/**
 * How each table without an environment_id would live in a distributed (Citus) database. Every
 * other table is a tenant table: distributed by environment_id, which leads its primary key.
 * docs/scaling.md lists the same tables; a test keeps the schema, this file and the doc in step.
 */

/** Small and shared, joined by id from tenant tables: copied whole to every node. */
export const REFERENCE_TABLES = [
  'tenants',
  'environments',
  // users sign in by e-mail before any tenant is known, so they cannot be split by environment
  'users',
  'languages',
  // the geography is a tenant's, shared by its environments, and small (a few hundred rows)
  'countries',
  'regions',
  'districts',
  'facility_categories',
  'service_elements',
  'roles',
] as const;

/** Bookkeeping that is no tenant's data and is never joined with tenant tables: stays on the coordinator. */
export const LOCAL_TABLES = ['schema_migrations', 'oidc_payloads', 'login_failures'] as const;

/**
 * Analytics tables (migrations 005, 011 and 012): rebuilt from the tenant tables per environment by
 * refreshAnalytics, led by environment_id and distributed by it like their sources, but kept as
 * plain tables in the partitioned stand-in (a refresh swaps them whole). The rollups have no
 * primary key: their group columns may be null.
 */
export const DERIVED_TABLES = [
  'facility_facts',
  'facility_rollup',
  'assessment_rollup',
  'element_score_rollup',
  'facility_rollup_region',
  'assessment_rollup_region',
] as const;
