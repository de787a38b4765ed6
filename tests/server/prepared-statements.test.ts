import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFacilitySetFilter } from '../../server/api/facility-set-store';
import { createGrantCheck } from '../../server/api/grant-check';
import { findCallerInEnvironment } from '../../server/api/user-environments';
import { type Database, dropSchema, openDatabase } from '../../server/db/database';
import { readDataVersion } from '../../server/db/data-version';
import { migrate } from '../../server/db/migrate';
import { firstInvisibleFacility } from '../../server/queries/facility-scope';

/**
 * Warm answers at 8 clients: the queries every signed-in request runs before its cached
 * answer (the caller check, the grant check, a handle's filter, a facility page's visibility
 * check) are prepared once per PostgreSQL connection. Planning the caller check cost three times
 * running it, on every request (docs/performance.md).
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `qap_prepared_${process.pid}`;
let db: Database;

/** The named statements this connection holds; the pool has one connection, so it is every query's. */
const preparedNames = async () =>
  (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
    (row) => row.name,
  );

describe.skipIf(!databaseUrl)('prepared statements on PostgreSQL (skipped: DATABASE_URL is not set)', () => {
  beforeAll(async () => {
    if (!databaseUrl) return;
    await dropSchema(databaseUrl, schema);
    db = await openDatabase({ databaseUrl, schema, poolSize: 1 });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('a query run with prepareAs is prepared under that name and answers again from it', async () => {
    const add = () => db.query<{ n: number }>('SELECT $1::int + 1 AS n', [41], { prepareAs: 'add-one' });
    expect((await add()).rows).toEqual([{ n: 42 }]);
    expect((await add()).rows).toEqual([{ n: 42 }]);
    expect(await preparedNames()).toContain('add-one');
  });

  it('a query run without prepareAs leaves no named statement behind', async () => {
    const before = await preparedNames();
    await db.query('SELECT $1::text AS t', ['once']);
    expect(await preparedNames()).toEqual(before);
  });

  it('every signed-in request’s own queries are prepared, and each runs twice on one connection', async () => {
    const owner = { userId: 'user-nobody', tenantId: 'tenant-none', environmentId: 'environment-none' };
    for (const round of [1, 2]) {
      expect(await findCallerInEnvironment(db, owner.userId, owner.environmentId)).toBeNull();
      // a grant answer is held 4 s: a clock that moves on by a minute asks the database again
      expect(await createGrantCheck(db, () => round * 60_000)(`grant-${round}`)).toBe(false);
      expect(await readDataVersion(db, owner.environmentId)).toBe('0');
      expect(await findFacilitySetFilter(db, owner, 'fs_unknown')).toBeNull();
      const environmentScope = { environmentId: owner.environmentId };
      expect(await firstInvisibleFacility(db, environmentScope, [7])).toBe(7);
      expect(await firstInvisibleFacility(db, { ...environmentScope, facilityUserFacilityId: 7 }, [7])).toBe(
        7,
      );
    }
    expect(await preparedNames()).toEqual(
      expect.arrayContaining([
        'caller-in-environment',
        'data-version',
        'facility-set-filter',
        'first-invisible-facility-environment',
        'first-invisible-facility-facility-user',
        'grant-alive',
      ]),
    );
  });
});
