import type { Queryable } from '../database.js';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs a bulk load with the schema's foreign keys dropped, then adds them back. PostgreSQL checks
 * a foreign key row by row while loading (most of a million-facility seed's time) but validates a
 * re-added one with a single join, so an inconsistent load still fails, just at the end.
 */
export async function withForeignKeysCheckedAfterLoad<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  // top-level constraints only: a partitioned table's partitions inherit theirs
  const { rows } = await db.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS table, quote_ident(c.conname) AS name,
       pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.conparentid = 0 AND c.connamespace = current_schema()::regnamespace
     ORDER BY c.conrelid::regclass::text, c.conname`,
  );
  for (const key of rows) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  const result = await load();
  for (const key of rows) {
    await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  }
  return result;
}
