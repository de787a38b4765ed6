import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate, migrations } from '../../server/db/migrate';
import { DERIVED_TABLES, LOCAL_TABLES, REFERENCE_TABLES } from '../../server/db/table-roles';
import { freshDatabase } from './support/fresh-database';

interface TableKeys {
  table: string;
  hasEnvironment: boolean;
  primaryKey: string[];
  partitionKey: string | null;
}

// tables of the current schema (partitions are covered by their parent), with their key columns
const TABLE_KEYS = `
  SELECT c.relname AS table,
    EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'environment_id' AND NOT a.attisdropped)
      AS "hasEnvironment",
    coalesce((SELECT array_agg(a.attname::text ORDER BY k.ordinality)
      FROM pg_constraint p CROSS JOIN unnest(p.conkey) WITH ORDINALITY k(attnum, ordinality)
      JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = k.attnum
      WHERE p.conrelid = c.oid AND p.contype = 'p'), '{}') AS "primaryKey",
    (SELECT pt.partstrat::text || ':' || a.attname FROM pg_partitioned_table pt
      JOIN pg_attribute a ON a.attrelid = pt.partrelid AND a.attnum = pt.partattrs[0]
      WHERE pt.partrelid = c.oid) AS "partitionKey"
  FROM pg_class c
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  ORDER BY c.relname`;

async function tableKeys(db: Database): Promise<TableKeys[]> {
  return (await db.query<TableKeys>(TABLE_KEYS)).rows;
}

describe('tenant keys (Citus-ready schema)', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase('tenant_keys');
    await migrate(fresh.db, { partitionByEnvironment: false });
  });
  afterAll(() => fresh.drop());

  it('leads the primary key of every table holding environment_id with it', async () => {
    const tenantTables = (await tableKeys(fresh.db)).filter((table) => table.hasEnvironment);
    expect(tenantTables.length).toBeGreaterThanOrEqual(14);
    for (const table of tenantTables) {
      // a rollup's group columns may be null, so it has no primary key; its indexes are checked below
      if (table.primaryKey.length === 0 && (DERIVED_TABLES as readonly string[]).includes(table.table))
        continue;
      expect(table.primaryKey[0], table.table).toBe('environment_id');
    }
  });

  it('names every table without environment_id as a reference or local table, in the docs too', async () => {
    const shared = (await tableKeys(fresh.db)).filter((table) => !table.hasEnvironment).map((t) => t.table);
    const listed: readonly string[] = [...REFERENCE_TABLES, ...LOCAL_TABLES];
    expect(shared.filter((table) => !listed.includes(table))).toEqual([]);
    const doc = readFileSync('docs/scaling.md', 'utf8');
    for (const table of [...listed, ...DERIVED_TABLES]) expect(doc, table).toContain(`\`${table}\``);
  });

  it('includes environment_id in every index and every foreign key between tenant tables', async () => {
    const { rows: indexes } = await fresh.db.query<{ index: string }>(
      `SELECT i.indexrelid::regclass::text AS index FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       WHERE c.relnamespace = current_schema()::regnamespace AND NOT c.relispartition
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'environment_id')
         AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'environment_id'
           AND a.attnum = ANY(i.indkey))
         -- a GIN index over words cannot hold a text column (no btree_gin), and Citus needs the
         -- distribution column only in unique indexes
         AND NOT (i.indisunique = false AND (SELECT am.amname FROM pg_class ic JOIN pg_am am ON am.oid = ic.relam
           WHERE ic.oid = i.indexrelid) = 'gin')`,
    );
    expect(indexes).toEqual([]);
    const { rows: keys } = await fresh.db.query<{ key: string }>(
      `SELECT f.conrelid::regclass || ' -> ' || f.confrelid::regclass AS key FROM pg_constraint f
       WHERE f.contype = 'f' AND f.connamespace = current_schema()::regnamespace AND f.conparentid = 0
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = f.confrelid AND a.attname = 'environment_id')
         AND f.confrelid <> 'environments'::regclass
         AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = f.conrelid AND a.attname = 'environment_id'
           AND a.attnum = ANY(f.conkey))`,
    );
    expect(keys).toEqual([]);
  });
});

describe('the partitioned stand-in for distribution', () => {
  it('hash-partitions every tenant table by environment_id when asked to', async () => {
    const fresh = await freshDatabase('tenant_partitions');
    try {
      await migrate(fresh.db, { partitionByEnvironment: true });
      const tenantTables = (await tableKeys(fresh.db)).filter((table) => table.hasEnvironment);
      const unpartitioned = tenantTables.filter((table) => table.partitionKey !== 'h:environment_id');
      // data_versions holds one row per environment: nothing to spread; analytics tables are rebuilt whole
      expect(unpartitioned.map((table) => table.table)).toEqual(['data_versions', ...DERIVED_TABLES].sort());
    } finally {
      await fresh.drop();
    }
  });
});

describe('migration 004 on a database populated before it', () => {
  it('keeps every row, and gives child rows the environment of their parent', async () => {
    const fresh = await freshDatabase('tenant_upgrade');
    const { db } = fresh;
    try {
      await db.exec(
        'CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const migration of migrations({ partitionByEnvironment: false }).slice(0, 3)) {
        await db.exec(migration.sql);
        await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      }
      await db.exec(`
        INSERT INTO tenants VALUES ('t', 'T', 0);
        INSERT INTO environments (id, tenant_id, name, kind, primary_color, qes_logo, sort_order)
          VALUES ('t-a', 't', 'A', 'working', '#000', '', 0), ('t-b', 't', 'B', 'working', '#000', '', 1);
        INSERT INTO users (id, email, password_hash, given_name, family_name, tenant_id) VALUES ('u', 'u@x', '', 'U', 'U', 't');
        INSERT INTO countries VALUES (1, 't', 'C', 'CC', 0, 1, 0, 1);
        INSERT INTO regions VALUES (1, 1, 'R');
        INSERT INTO districts VALUES (1, 1, 'D');
        INSERT INTO facility_categories VALUES (1, 'Hospital');
        INSERT INTO roles VALUES (1, 'Payer');
        INSERT INTO facility_groups VALUES (1, 't-a', 'G'), (2, 't-b', 'G');
        INSERT INTO facilities (id, environment_id, code, name, category_id, facility_group_id, country_id, region_id,
          district_id, latitude, longitude, is_cert_active, is_self_active, is_entry_active)
          VALUES (10, 't-a', 'F10', 'F10', 1, 1, 1, 1, 1, 0, 0, true, false, false),
                 (20, 't-b', 'F20', 'F20', 1, 2, 1, 1, 1, 0, 0, true, false, false);
        INSERT INTO assessments VALUES (10, 2024, '2024-03-01', 71, 3, '{70,72}', true), (20, 2024, '2024-04-01', 55, 1, '{55,55}', true);
        INSERT INTO momcare_monthly VALUES (20, '2025-01-01', 1, 1, 1, 0, 1, 0);
        INSERT INTO activities VALUES (1, 20, 'Report', '2024-04-01', 'r.pdf');
        INSERT INTO organizations VALUES (1, 't-b', 'O');
        INSERT INTO contracts VALUES (1, 't-b', 'K');
        INSERT INTO contract_organizations VALUES (1, 1, 1);
        INSERT INTO contract_facilities VALUES (1, 20);
        INSERT INTO surveys VALUES (1, 't-a', 'S', 2024);
        INSERT INTO survey_questions VALUES (1, 1, 'Q', 1);
        INSERT INTO survey_answers VALUES (1, 1, 10, 'Yes');
        INSERT INTO sync_runs VALUES (1, 't-b', '2025-12-31T02:00:00Z', NULL);
        INSERT INTO page_telemetry (user_id, environment_id, page) VALUES ('u', 't-a', 'Home');
      `);
      expect((await migrate(db, { partitionByEnvironment: false }))[0]).toBe('004-tenant-keys');
      const environmentsOf = async (table: string, key: string) =>
        (
          await db.query<{ row: string }>(
            `SELECT ${key} || '@' || environment_id AS row FROM ${table} ORDER BY 1`,
          )
        ).rows.map((row) => row.row);
      expect(await environmentsOf('assessments', 'facility_id')).toEqual(['10@t-a', '20@t-b']);
      expect(await environmentsOf('momcare_monthly', 'facility_id')).toEqual(['20@t-b']);
      expect(await environmentsOf('activities', 'facility_id')).toEqual(['20@t-b']);
      expect(await environmentsOf('contract_organizations', 'organization_id')).toEqual(['1@t-b']);
      expect(await environmentsOf('contract_facilities', 'facility_id')).toEqual(['20@t-b']);
      expect(await environmentsOf('survey_questions', 'id')).toEqual(['1@t-a']);
      expect(await environmentsOf('survey_answers', 'facility_id')).toEqual(['10@t-a']);
      expect(await environmentsOf('facilities', 'id')).toEqual(['10@t-a', '20@t-b']);
      // telemetry keeps counting from where it was
      await db.query(
        "INSERT INTO page_telemetry (user_id, environment_id, page) VALUES ('u', 't-a', 'Home')",
      );
      expect(await environmentsOf('page_telemetry', 'id')).toEqual(['1@t-a', '2@t-a']);
    } finally {
      await fresh.drop();
    }
  });
});
