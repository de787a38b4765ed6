import type { Queryable } from '../../server/db/database';
import type { PageQueryCall } from './page-query-calls';

/** The statements one call runs, recorded by running it once. */
export async function statementsOf(db: Queryable, call: PageQueryCall): Promise<[string, unknown[]][]> {
  const statements: [string, unknown[]][] = [];
  await call.run({
    query: (sql, params, options) => {
      statements.push([sql, params ?? []]);
      return db.query(sql, params, options);
    },
  });
  return statements;
}

/**
 * Citus's task count of each statement from its plan ("1", "32", or "1+32" when a subplan runs
 * first); "local" when the coordinator plans it alone (no distributed table).
 */
export async function citusTaskCounts(db: Queryable, statements: [string, unknown[]][]): Promise<string[]> {
  const counts: string[] = [];
  for (const [sql, params] of statements) {
    const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const found = [...JSON.stringify(rows[0]['QUERY PLAN']).matchAll(/"Task Count":\s*(\d+)/g)];
    counts.push(found.length ? found.map((match) => match[1]).join('+') : 'local');
  }
  return counts;
}
