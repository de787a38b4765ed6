import type { Queryable } from '../database.js';
import { type ForeignKey as DroppedObject, schemaForeignKeys } from '../foreign-keys.js';

/**
 * Runs a bulk load with the schema's foreign keys and secondary indexes dropped, then brings them
 * back. PostgreSQL checks a foreign key and updates every index row by row while loading (most of
 * a million-facility seed's time), but validates a re-added key with one join and builds an index
 * from one sort; an inconsistent load still fails, just at the end. Primary keys stay: the load
 * reads none, but keeping them means a duplicate fails at once. The schema is analysed on the way
 * out, so the load leaves statistics behind.
 */
export async function withKeysCheckedAfterLoad<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  const foreignKeys = await schemaForeignKeys(db);
  const { rows: indexes } = await db.query<DroppedObject>(
    `SELECT format('DROP INDEX %s', i.indexrelid::regclass) AS drop, pg_get_indexdef(i.indexrelid) AS restore
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = current_schema()::regnamespace AND NOT t.relispartition
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY i.indexrelid::regclass::text`,
  );
  for (const object of [...foreignKeys, ...indexes]) await db.query(object.drop);
  const result = await load();
  for (const index of indexes.reverse()) await db.query(index.restore);
  await analyzeSchema(db);
  for (const key of foreignKeys.reverse()) await db.query(key.restore);
  return result;
}

/**
 * Statistics of every table of the schema (a partitioned one with its partitions), the loaded rows
 * included (ANALYZE counts this transaction's own). Taken before the keys come back: each key's check joins millions of rows,
 * and planned without statistics the MomCare months' check took 37 s instead of 9.
 */
async function analyzeSchema(db: Queryable): Promise<void> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT oid::regclass::text AS name FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition
     ORDER BY 1`,
  );
  if (tables.length > 0) await db.query(`ANALYZE ${tables.map((table) => table.name).join(', ')}`);
}
