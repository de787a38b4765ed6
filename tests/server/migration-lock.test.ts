import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, dropSchema, openDatabase } from '../../server/db/database';
import { MIGRATION_LOCK_CLASS, migrate, migrations } from '../../server/db/migrate';
import { openTestDatabase, startIdp } from './idp-fixture';
import { freshDatabase } from './support/fresh-database';

/**
 * Migrating holds a PostgreSQL advisory lock, so processes starting together on one
 * database do not race on the same migration; and every table is a migration's, the identity
 * provider's included. On PGlite (one connection) two migrators only share one database object:
 * a sanity check. With DATABASE_URL (CI) they are two pools, as two processes would be.
 */
const databaseUrl = process.env.DATABASE_URL;
const ALL = migrations({ partitionByEnvironment: false }).map((migration) => migration.id);

const tablesOf = async (db: Database) =>
  (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       ORDER BY 1`,
    )
  ).rows.map((row) => row.name);

describe('two migrators starting together', () => {
  let first: Database;
  let second: Database;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    if (databaseUrl) {
      const schema = `qap_migration_lock_${process.pid}`;
      await dropSchema(databaseUrl, schema);
      first = await openDatabase({ databaseUrl, schema, poolSize: 2 });
      second = await openDatabase({ databaseUrl, schema, poolSize: 2 });
      cleanUp = async () => {
        await first.close();
        await second.close();
        await dropSchema(databaseUrl, schema);
      };
    } else {
      const fresh = await freshDatabase('migration_lock');
      first = fresh.db;
      second = fresh.db;
      cleanUp = fresh.drop;
    }
  });
  afterAll(() => cleanUp?.());

  it('one applies every migration, the other waits for it and applies none', async () => {
    const options = { partitionByEnvironment: false };
    const applied = await Promise.all([migrate(first, options), migrate(second, options)]);
    expect(applied.map((ids) => ids.length).sort((a, b) => a - b)).toEqual([0, ALL.length]);
    const { rows } = await first.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([...ALL].sort());
  });
});

describe.skipIf(!databaseUrl)('the migration lock on PostgreSQL (skipped: DATABASE_URL is not set)', () => {
  const schema = `qap_migration_wait_${process.pid}`;
  let db: Database;
  let holder: Database;
  beforeAll(async () => {
    if (!databaseUrl) return;
    await dropSchema(databaseUrl, schema);
    db = await openDatabase({ databaseUrl, schema, poolSize: 2 });
    // two connections: one holds the lock, the other looks at who waits for it
    holder = await openDatabase({ databaseUrl, schema, poolSize: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await holder?.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  /** Backends of this database waiting for an advisory lock right now. */
  const advisoryWaiters = async () =>
    (
      await holder.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted AND classid = $1::int::oid
           AND objid = hashtext(current_schema())::oid`,
        [MIGRATION_LOCK_CLASS],
      )
    ).rows[0].waiting;

  it('a migrator waits while another process holds the lock, then migrates', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockHeld!: () => void;
    const held = new Promise<void>((resolve) => {
      lockHeld = resolve;
    });
    // another process in the middle of migrating: the same lock, held until released
    const holding = holder.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_CLASS}, hashtext(current_schema()))`);
      lockHeld();
      await released;
    });
    await held;
    let finished = false;
    const migrating = migrate(db, { partitionByEnvironment: false }).finally(() => {
      finished = true;
    });
    try {
      await expect.poll(advisoryWaiters, { timeout: 30_000 }).toBe(1);
      expect(finished).toBe(false);
    } finally {
      release();
      await holding;
    }
    expect(await migrating).toEqual(ALL);
  });
});

describe('every table is a migration’s', () => {
  it('the identity provider creates no table of its own when it starts', async () => {
    const database = await openTestDatabase();
    try {
      const migrated = await tablesOf(database.db);
      expect(migrated).toEqual(expect.arrayContaining(['oidc_payloads', 'login_failures']));
      const idp = await startIdp(database.db);
      await idp.stop();
      expect(await tablesOf(database.db)).toEqual(migrated);
    } finally {
      await database.close();
    }
  });
});
