/**
 * `npm run bench:rollups -- --database-url URL [--schema bench_1000000] [--environment afya-production] [--runs 15]`
 *
 * The page aggregates that may read the region sums of the rollups (migration 012), timed against
 * the fine rollups on the same data in the same run: each query alternates between the default
 * filter (active facilities: region sums) and the same filter naming every facility group (which
 * sends it to the rollup by district and group). Prints p50 and p95 per query and table.
 * A benchmark, not a test: absolute times depend on the machine; the ratio is the point.
 */
import { parseArgs } from 'node:util';
import type { QueryKey } from '../../contract/query.schemas';
import { openDatabase } from '../../server/db/database';
import type { QueryDefinition } from '../../server/queries/query-definition';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    schema: { type: 'string', default: 'bench_1000000' },
    environment: { type: 'string', default: 'afya-production' },
    runs: { type: 'string', default: '15' },
  },
});
if (!values['database-url'])
  throw new Error('--database-url (or DATABASE_URL) names the PostgreSQL to measure');

const CASES: [QueryKey, Record<string, unknown>][] = [
  ['Home/Summary', {}],
  ['YearlyPerformance/Overall', {}],
  ['YearlyPerformance/ServiceElements', {}],
  ['FacilityNumbers/Pivot', { rows: 'region', columns: 'level' }],
  ['FacilityNumbers/Counts', {}],
  ['Network/Aggregates', { groupBy: 'region' }],
];

const percentile = (samples: number[], fraction: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))].toFixed(1);
};

const db = await openDatabase({ databaseUrl: values['database-url'], schema: values.schema, poolSize: 2 });
try {
  const scope = { environmentId: values.environment };
  const { rows } = await db.query<{ id: number }>(
    'SELECT DISTINCT facility_group_id AS id FROM facility_rollup WHERE environment_id = $1 AND facility_group_id IS NOT NULL',
    [scope.environmentId],
  );
  const filters = {
    'region sums': { activeStates: [true] },
    'fine rollup': { activeStates: [true], facilityGroupIds: rows.map((row) => row.id) },
  };
  for (const [key, extra] of CASES) {
    const times: Record<string, number[]> = { 'region sums': [], 'fine rollup': [] };
    for (let run = 0; run < Number(values.runs); run += 1) {
      for (const [table, filter] of Object.entries(filters)) {
        const started = performance.now();
        await (QUERY_REGISTRY[key] as QueryDefinition<QueryKey>).run({
          db,
          scope,
          params: { filter, ...extra } as never,
        });
        times[table].push(performance.now() - started);
      }
    }
    const cells = Object.entries(times).map(
      ([table, samples]) => `${table} p50 ${percentile(samples, 0.5)} p95 ${percentile(samples, 0.95)} ms`,
    );
    console.log(`${key}: ${cells.join(' | ')}`);
  }
} finally {
  await db.close();
}
