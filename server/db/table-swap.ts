import type { Queryable } from './database.js';

/** Indexes are rebuilt on the staging table under this suffix, then take the old names back. */
const STAGING = '_next';

/**
 * Replaces `table` by a copy filled by `fill(staging)`: rows go into a new table without indexes,
 * its indexes (read from the catalogue, so they always match the migration) are built once over
 * all rows, then it takes the old table's name. Sorting each index once is many times faster than
 * maintaining every index row by row. Run it in a transaction: readers keep the old table until the
 * swap commits and never see a half-built one. Those arriving after the swap's DROP wait for the
 * commit, so `fill` also does whatever else reads the new rows, and little should follow the swap.
 */
export async function swapInRebuiltTable(
  db: Queryable,
  table: string,
  fill: (staging: string) => Promise<void>,
): Promise<void> {
  const staging = `${table}${STAGING}`;
  const { rows: indexes } = await db.query<{ name: string; definition: string; primary: boolean }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS primary
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1::regclass`,
    [table],
  );
  // LIKE copies the columns with their NOT NULLs, no indexes
  await db.query(`CREATE TABLE ${staging} (LIKE ${table})`);
  await fill(staging);
  for (const index of indexes) {
    await db.query(
      index.definition.replace(
        /^CREATE (UNIQUE )?INDEX \S+ ON \S+ /,
        `CREATE $1INDEX ${index.name}${STAGING} ON ${staging} `,
      ),
    );
  }
  // a new table has no statistics: plan the page queries on real ones from the first request
  await db.query(`ANALYZE ${staging}`);
  // from here to commit readers of the table wait: only renames follow
  await db.query(`DROP TABLE ${table}`);
  await db.query(`ALTER TABLE ${staging} RENAME TO ${table}`);
  for (const index of indexes) {
    await db.query(
      index.primary
        ? `ALTER TABLE ${table} ADD CONSTRAINT ${index.name} PRIMARY KEY USING INDEX ${index.name}${STAGING}`
        : `ALTER INDEX ${index.name}${STAGING} RENAME TO ${index.name}`,
    );
  }
}
