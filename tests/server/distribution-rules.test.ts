import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { REFERENCE_TABLES } from '../../server/db/table-roles';
import { freshDatabase } from './support/fresh-database';

/**
 * Rules of a Citus coordinator that neither PGlite nor plain PostgreSQL enforce, checked here so CI
 * catches them without Citus (docs/scaling.md). Routing of the page queries: tenant-routing.test.ts.
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase('distribution_rules');
  await migrate(fresh.db, { partitionByEnvironment: false });
});
afterAll(() => fresh.drop());

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('the schema and SQL keep to what Citus distributes', () => {
  it('no foreign key points from a shared (reference) table to a tenant table', async () => {
    const { rows } = await fresh.db.query<{ key: string; target: string }>(
      `SELECT c.conrelid::regclass::text || ' -> ' || c.confrelid::regclass::text AS key,
         c.confrelid::regclass::text AS target
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
         AND t.relname = ANY($1::text[])`,
      [[...REFERENCE_TABLES]],
    );
    expect(rows.length).toBeGreaterThan(0);
    const shared: readonly string[] = REFERENCE_TABLES;
    expect(rows.filter((row) => !shared.includes(row.target)).map((row) => row.key)).toEqual([]);
  });

  it('no ON CONFLICT DO UPDATE calls a function that is not immutable', async () => {
    // the SET list of each DO UPDATE in the server's SQL (to the end of its template string), and the functions it calls
    const calls = new Map<string, string>();
    let clauses = 0;
    for (const file of sourceFiles('server')) {
      for (const [, clause] of readFileSync(file, 'utf8').matchAll(/DO UPDATE SET([^`]*)`/g)) {
        clauses += 1;
        for (const [, name] of clause.matchAll(/\b([a-z_][a-z0-9_]*)\s*\(/gi))
          calls.set(name.toLowerCase(), file);
      }
    }
    expect(clauses).toBeGreaterThanOrEqual(2);
    const { rows } = await fresh.db.query<{ name: string }>(
      "SELECT DISTINCT proname AS name FROM pg_proc WHERE proname = ANY($1::text[]) AND provolatile <> 'i'",
      [[...calls.keys()]],
    );
    expect(rows.map((row) => `${row.name}() in ${calls.get(row.name)}`)).toEqual([]);
  });
});
