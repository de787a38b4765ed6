import type { Queryable } from './database.js';

/**
 * The environment's data version, as text (bigint). An environment with no row yet is at
 * version 0, so the first bump moves it on like any other.
 */
export async function readDataVersion(db: Queryable, environmentId: string): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM data_versions WHERE environment_id = $1',
    [environmentId],
    { prepareAs: 'data-version' },
  );
  return rows[0]?.version ?? '0';
}

/**
 * Marks the environments' data as changed (call it in the transaction that changes the data). The
 * time comes in as a value of the proposed row: Citus runs DO UPDATE on the shards, where it refuses
 * a function that is not immutable (now()) and cannot type a bind parameter.
 */
export async function bumpDataVersion(db: Queryable, environmentIds: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO data_versions (environment_id, version, changed_at) SELECT id, 1, $2::timestamptz FROM unnest($1::text[]) AS id
     ON CONFLICT (environment_id) DO UPDATE SET version = data_versions.version + 1, changed_at = excluded.changed_at`,
    [environmentIds, new Date()],
  );
}
