import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCitus } from '../../server/db/citus';
import { distributeSchema } from '../../server/db/distribute';
import { schemaForeignKeys } from '../../server/db/foreign-keys';
import { migrate } from '../../server/db/migrate';
import { LOCAL_TABLES, REFERENCE_TABLES } from '../../server/db/table-roles';
import { freshDatabase } from './support/fresh-database';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let citus: boolean;
beforeAll(async () => {
  fresh = await freshDatabase('distribution');
  await migrate(fresh.db, { partitionByEnvironment: false });
  citus = await isCitus(fresh.db);
});
afterAll(() => fresh.drop());

describe('the distribution step (npm run db:distribute)', () => {
  it('refuses a database without Citus, changing nothing', async ({ skip }) => {
    if (citus) skip('the database is a Citus coordinator');
    const keys = await schemaForeignKeys(fresh.db);
    await expect(distributeSchema(fresh.db)).rejects.toThrow(/not a Citus coordinator/);
    expect(await schemaForeignKeys(fresh.db)).toEqual(keys);
  });

  it('on Citus: tenant tables by environment_id colocated with facilities, shared tables as reference tables, keys kept; a second run does nothing', async ({
    skip,
  }) => {
    if (!citus) skip('needs a Citus coordinator in DATABASE_URL (docs/scaling.md, "Run on Citus")');
    const keys = await schemaForeignKeys(fresh.db);
    expect((await distributeSchema(fresh.db, { shardCount: 2 })).length).toBeGreaterThan(30);
    const { rows } = await fresh.db.query<{
      name: string;
      method: string;
      column: string | null;
      group: number;
    }>(
      `SELECT c.relname AS name, p.partmethod::text AS method, a.attname AS column, p.colocationid AS group
       FROM pg_dist_partition p JOIN pg_class c ON c.oid = p.logicalrelid
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'environment_id'
       WHERE c.relnamespace = current_schema()::regnamespace`,
    );
    const reference: readonly string[] = REFERENCE_TABLES;
    expect(rows.filter((row) => reference.includes(row.name)).map((row) => row.method)).toEqual(
      reference.map(() => 'n'),
    );
    const tenant = rows.filter((row) => row.column === 'environment_id');
    const facilities = tenant.find((row) => row.name === 'facilities');
    expect(tenant.every((row) => row.method === 'h' && row.group === facilities?.group)).toBe(true);
    expect(tenant.map((row) => row.name)).toEqual(expect.arrayContaining(['saved_views', 'facility_sets']));
    expect(rows.map((row) => row.name)).not.toEqual(expect.arrayContaining([...LOCAL_TABLES]));
    expect(rows).toHaveLength(tenant.length + reference.length);
    expect((await schemaForeignKeys(fresh.db)).map((key) => key.restore).sort()).toEqual(
      keys.map((key) => key.restore).sort(),
    );
    expect(await distributeSchema(fresh.db)).toEqual([]);
  });
});
