/**
 * `npm run bench:page-queries -- --citus URL --postgres URL [--rounds 100]
 *   [--environment afya-production] [--prepared] [--fresh-connections]`
 *
 * Each page query's function (no HTTP, no answer cache) on a Citus coordinator and on plain
 * PostgreSQL holding the same seed, interleaved: every round calls each query on both, in turns
 * (the order flips each round), so whatever else loads the machine loads both alike. Prints the
 * statements, Citus's task count of each, p50/p95 on both, the p95 ratio and the load average.
 * `--prepared` sends every statement as a named prepared statement (a plan cached per connection);
 * settings such as plan_cache_mode go in the URL (`?options=-c%20plan_cache_mode%3Dforce_generic_plan`).
 * `--fresh-connections` opens a connection for each call and counts the connecting: what a request
 * pays when the pool has closed its idle connections (on Citus, the coordinator's to its workers too).
 * A benchmark, not a test: the figures depend on the machine and on what else runs on it.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type Database, openDatabase, type Queryable } from '../../server/db/database';
import { citusTaskCounts, statementsOf } from './citus-tasks';
import { percentile } from './http-load';
import { type PageQueryCall, pageQueryCalls } from './page-query-calls';

const { values } = parseArgs({
  options: {
    citus: { type: 'string' },
    postgres: { type: 'string' },
    rounds: { type: 'string', default: '100' },
    environment: { type: 'string', default: 'afya-production' },
    prepared: { type: 'boolean', default: false },
    'fresh-connections': { type: 'boolean', default: false },
  },
});
if (!values.citus || !values.postgres) {
  console.error('bench:page-queries needs --citus URL and --postgres URL (the same seed in both)');
  process.exit(1);
}
const rounds = Number(values.rounds);
const environmentId = values.environment;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Every statement under a name of its own text, so each connection plans it once and reuses it. */
const preparedEach = (db: Queryable): Queryable => ({
  query: (sql, params, options) =>
    db.query(sql, params, {
      prepareAs: options?.prepareAs ?? `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
    }),
});

interface Side {
  url: string;
  db: Database;
  runner: Queryable;
}

async function open(url: string): Promise<Side> {
  // One connection each: the calls run one after the other, as one analyst's requests would.
  const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
  return { url, db, runner: values.prepared ? preparedEach(db) : db };
}

async function setting(db: Database, sql: string): Promise<string> {
  return (await db.query<{ v: string }>(`SELECT (${sql})::text AS v`)).rows[0].v;
}

async function timed(call: PageQueryCall, side: Side): Promise<number> {
  const started = performance.now();
  if (!values['fresh-connections']) {
    await call.run(side.runner);
    return performance.now() - started;
  }
  const db = await openDatabase({ databaseUrl: side.url, poolSize: 1 });
  await call.run(values.prepared ? preparedEach(db) : db);
  const elapsed = performance.now() - started;
  await db.close();
  return elapsed;
}

const citus = await open(values.citus);
const postgres = await open(values.postgres);
console.log(`Citus: ${await setting(citus.db, 'citus_version()')}`);
console.log(`PostgreSQL: ${await setting(postgres.db, 'version()')}`);
console.log(
  `plan_cache_mode ${await setting(citus.db, "current_setting('plan_cache_mode')")}, ` +
    `citus.max_cached_conns_per_worker ${await setting(citus.db, "current_setting('citus.max_cached_conns_per_worker')")}, ` +
    `prepared statements ${values.prepared ? 'yes' : 'no'}, ` +
    `${values['fresh-connections'] ? 'a new connection per call' : 'one connection'}, ${rounds} rounds, environment ${environmentId}`,
);
const { rows } = await citus.db.query<{ id: number }>(
  `SELECT facility_id AS id FROM facility_facts WHERE environment_id = $1 AND awarded_level IS NOT NULL
   ORDER BY facility_id LIMIT 3`,
  [environmentId],
);
const calls = pageQueryCalls(
  environmentId,
  rows.map((row) => row.id),
);

const described = [];
for (const call of calls) {
  const statements = await statementsOf(citus.db, call);
  const [fromCitus, fromPostgres] = [await call.run(citus.db), await call.run(postgres.db)];
  described.push({
    statements: statements.length,
    tasks: (await citusTaskCounts(citus.db, statements)).join(', '),
    same: JSON.stringify(fromCitus) === JSON.stringify(fromPostgres),
  });
}

const loadBefore = load();
const times = calls.map(() => ({ citus: [] as number[], postgres: [] as number[] }));
// round 0 warms each connection's caches (catalogue, plans, Citus's connections to its workers)
for (let round = 0; round <= rounds; round += 1) {
  for (const [index, call] of calls.entries()) {
    const citusFirst = round % 2 === 0;
    const first = await timed(call, citusFirst ? citus : postgres);
    const second = await timed(call, citusFirst ? postgres : citus);
    if (round === 0) continue;
    times[index].citus.push(citusFirst ? first : second);
    times[index].postgres.push(citusFirst ? second : first);
  }
}
const loadAfter = load();

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
console.log(`\nload average before ${loadBefore}, after ${loadAfter}\n`);
console.log(
  '| query | statements | Citus tasks | Citus p50 / p95 ms | PostgreSQL p50 / p95 ms | p95 ratio | same answer |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [index, call] of calls.entries()) {
  const [c, p] = [times[index].citus, times[index].postgres].map((list) => list.sort((a, b) => a - b));
  const [c95, p95] = [percentile(c, 0.95), percentile(p, 0.95)];
  const { statements, tasks, same } = described[index];
  console.log(
    `| ${call.name} | ${statements} | ${tasks} | ${ms(percentile(c, 0.5))} / ${ms(c95)} | ` +
      `${ms(percentile(p, 0.5))} / ${ms(p95)} | ${(c95 / p95).toFixed(1)} | ${same ? 'yes' : 'NO'} |`,
  );
}
await citus.db.close();
await postgres.db.close();
