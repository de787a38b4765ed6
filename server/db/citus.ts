import type { Queryable } from './database.js';

/** True when the database runs the Citus extension (its coordinator). PGlite and plain PostgreSQL have none. */
export async function isCitus(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ citus: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') AS citus",
  );
  return rows[0].citus;
}

/** The tables of the current schema that Citus already distributes or replicates. */
export async function citusTables(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_dist_partition p JOIN pg_class c ON c.oid = p.logicalrelid
     WHERE c.relnamespace = current_schema()::regnamespace`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Within a transaction on Citus: one connection per node, none of it executed locally on the
 * coordinator (which holds copies of the reference tables). Citus refuses DDL on a table (dropping
 * or adding a key or index) after a parallel, many-connection statement in the same transaction,
 * and a parallel statement after a local one.
 */
export async function useOneConnectionPerNode(db: Queryable): Promise<void> {
  if (!(await isCitus(db))) return;
  await db.query("SET LOCAL citus.multi_shard_modify_mode = 'sequential'");
  await db.query('SET LOCAL citus.enable_local_execution = off');
}
