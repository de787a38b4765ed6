import type { Queryable } from './database.js';

export interface ForeignKey {
  /** The statement that drops the key now, and the one that brings it back. */
  drop: string;
  restore: string;
}

/**
 * The foreign keys of the current schema's tables. Top-level ones only: a partitioned table's
 * partitions inherit theirs. Joined through pg_class, which Citus filters, because pg_constraint
 * on a coordinator also lists the keys of the shards it holds.
 */
export async function schemaForeignKeys(db: Queryable): Promise<ForeignKey[]> {
  const { rows } = await db.query<ForeignKey>(
    `SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS drop,
       format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
         AS restore
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.contype = 'f' AND c.conparentid = 0 AND t.relnamespace = current_schema()::regnamespace
     ORDER BY c.conrelid::regclass::text, c.conname`,
  );
  return rows;
}
