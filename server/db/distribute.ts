import { citusTables, isCitus } from './citus.js';
import type { Database } from './database.js';
import { schemaForeignKeys } from './foreign-keys.js';
import { LOCAL_TABLES, REFERENCE_TABLES } from './table-roles.js';

export interface DistributeOptions {
  /** Shards per distributed table; default Citus's own setting (citus.shard_count, 32). */
  shardCount?: number;
}

/** Every tenant table's shards sit beside this table's: an environment's rows on one node. */
const COLOCATION_ANCHOR = 'facilities';

/**
 * Distributes the current schema on a Citus coordinator: every table holding environment_id
 * hash-distributed by it in one colocation group, every shared table a reference table, local
 * tables left on the coordinator. Citus turns a table keyed to a reference table into a local one,
 * and refuses to colocate with those, so every foreign key is dropped first and added back after
 * (then they join colocated tables on environment_id or point at reference tables, as Citus asks).
 * One transaction: a failure leaves the schema as it was. Returns the tables it distributed now
 * (none when run again).
 */
export async function distributeSchema(db: Database, options: DistributeOptions = {}): Promise<string[]> {
  if (!(await isCitus(db))) throw new Error('not a Citus coordinator: the citus extension is not installed');
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL citus.multi_shard_modify_mode = 'sequential'");
    if (options.shardCount !== undefined)
      await tx.query(`SET LOCAL citus.shard_count = ${Math.trunc(options.shardCount)}`);
    const done = await citusTables(tx);
    const { rows } = await tx.query<{ name: string; tenant: boolean }>(
      `SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attname = 'environment_id' AND NOT a.attisdropped) AS tenant
       FROM pg_class c
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
         AND NOT c.relname = ANY($1::text[])
       ORDER BY c.relname <> $2, c.relname`,
      [[...LOCAL_TABLES], COLOCATION_ANCHOR],
    );
    const pending = rows.filter((table) => !done.has(table.name));
    if (pending.length === 0) return [];
    const keys = await schemaForeignKeys(tx);
    for (const key of keys) await tx.query(key.drop);
    for (const table of pending) {
      if (table.tenant) {
        const colocation =
          table.name === COLOCATION_ANCHOR ? '' : `, colocate_with => '${COLOCATION_ANCHOR}'`;
        await tx.query(`SELECT create_distributed_table('${table.name}', 'environment_id'${colocation})`);
      } else if ((REFERENCE_TABLES as readonly string[]).includes(table.name)) {
        await tx.query(`SELECT create_reference_table('${table.name}')`);
      } else {
        throw new Error(`${table.name} is neither a tenant table nor listed in server/db/table-roles.ts`);
      }
    }
    for (const key of keys) await tx.query(key.restore);
    return pending.map((table) => table.name);
  });
}
