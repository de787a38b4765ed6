import type { Database } from './database.js';
import { coreSchema } from './migrations/001-core-schema.js';
import { facilitySchema } from './migrations/002-facility-schema.js';
import { dataVersionSchema } from './migrations/003-data-versions.js';
import { type TenantKeyOptions, tenantKeysSchema } from './migrations/004-tenant-keys.js';
import { analyticsSchema } from './migrations/005-analytics-tables.js';
import { facilitySetSchema } from './migrations/010-facility-sets.js';
import { elementScoreRollupSchema } from './migrations/011-element-score-rollup.js';
import { regionRollupSchema } from './migrations/012-region-rollups.js';
import { savedViewSchema } from './migrations/013-saved-views.js';
import { identityProviderSchema } from './migrations/014-identity-provider-tables.js';

export interface MigrateOptions extends TenantKeyOptions {}

/** QAP_PARTITION_BY_ENVIRONMENT=1 hash-partitions the tenant tables (CI proves the tenant-key discipline with it). */
export function migrateOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MigrateOptions {
  return { partitionByEnvironment: env.QAP_PARTITION_BY_ENVIRONMENT === '1' };
}

/** Ordered; never edit an applied migration, add a new one. */
export function migrations(options: MigrateOptions): readonly { id: string; sql: string }[] {
  return [
    { id: '001-core-schema', sql: coreSchema },
    { id: '002-facility-schema', sql: facilitySchema },
    { id: '003-data-versions', sql: dataVersionSchema },
    { id: '004-tenant-keys', sql: tenantKeysSchema(options) },
    { id: '005-analytics-tables', sql: analyticsSchema },
    { id: '010-facility-sets', sql: facilitySetSchema(options) },
    { id: '011-element-score-rollup', sql: elementScoreRollupSchema },
    { id: '012-region-rollups', sql: regionRollupSchema },
    { id: '013-saved-views', sql: savedViewSchema(options) },
    { id: '014-identity-provider-tables', sql: identityProviderSchema },
  ];
}

/**
 * The first key of the advisory lock migrating holds; the second is the schema's name hashed, so
 * processes sharing a schema wait for each other and separate schemas (parallel tests) do not.
 */
export const MIGRATION_LOCK_CLASS = 31_001;

/**
 * Applies the migrations not yet recorded in schema_migrations, in one transaction that first takes
 * a PostgreSQL advisory lock: of several processes starting together on one database, one migrates
 * and the others wait, then find nothing left to apply. A migration that fails leaves the schema as
 * it was (and the lock goes with the transaction, also when the process dies).
 */
export async function migrate(
  db: Database,
  options: MigrateOptions = migrateOptionsFromEnv(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_CLASS}, hashtext(current_schema()))`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id),
    );
    const appliedNow: string[] = [];
    for (const migration of migrations(options)) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      appliedNow.push(migration.id);
    }
    return appliedNow;
  });
}

/** The migrations hold plain DDL (no functions or quoted semicolons), so once comments are gone `;` ends a statement. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
