/**
 * `npm run bench:api -- [--sizes 1500,100000,1000000] [--db pglite,postgres] [--clients 1,8]
 *   [--requests 100] [--max-seconds 10] [--modes cold,warm] [--out FILE] [--data-dir DIR]
 *   [--database-url URL] [--port-base 7170] [--reseed]`   (DIR defaults to $DATA_DIR/bench)
 *
 * Latency (p50, p95, p99), throughput and answer bytes of the facility calls, every getResult key
 * the pages use and the public list, against the real stack in a child process (its memory read
 * from /proc), signed in through the real login page. Data sets are seeded on first use by the
 * project's seed and reused after: PGlite in DIR/pglite-<size>, PostgreSQL in schema bench_<size>.
 * A benchmark, not a test: the figures depend on the machine and on what else runs on it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchCase, discoverCases } from './api-bench-cases';
import { renderMarkdown, renderText } from './api-bench-report';
import type { ApiBenchResult, CacheMode, CaseResult, EnvironmentResult } from './api-bench.types';
import { signInForToken } from './bench-sign-in';
import { runLoad, send } from './http-load';
import { type DataSet, type DatabaseKind, sampleMemory, startStackProcess } from './stack-process';
import { BENCH_DIR } from './portal-stack';

/** Data sets and results live under DATA_DIR (default .data), like the rest of the local state. */
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1500' },
    db: { type: 'string' },
    clients: { type: 'string', default: '1,8' },
    requests: { type: 'string', default: '100' },
    'max-seconds': { type: 'string', default: '10' },
    modes: { type: 'string', default: 'cold,warm' },
    out: { type: 'string', default: path.join(BENCH_DIR, 'api-bench.json') },
    'data-dir': { type: 'string', default: BENCH_DIR },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'port-base': { type: 'string', default: '7170' },
    reseed: { type: 'boolean', default: false },
  },
});

const list = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const databaseUrl = values['database-url'];
const dbs = list(values.db ?? (databaseUrl ? 'pglite,postgres' : 'pglite')) as DatabaseKind[];
const sizes = list(values.sizes).map(Number);
const modes = list(values.modes) as CacheMode[];
const options = {
  requests: Number(values.requests),
  maxSeconds: Number(values['max-seconds']),
  clients: list(values.clients).map(Number),
  modes,
};
/** Fails fast on a typo instead of after minutes of measuring. */
function check(ok: boolean, message: string) {
  if (ok) return;
  console.error(message);
  process.exit(1);
}
check(
  dbs.every((db) => db === 'pglite' || db === 'postgres'),
  '--db takes pglite and/or postgres',
);
check(
  modes.every((mode) => mode === 'cold' || mode === 'warm'),
  '--modes takes cold and/or warm',
);
check(
  [...sizes, ...options.clients, options.requests].every((n) => Number.isInteger(n) && n > 0),
  '--sizes, --clients and --requests take positive integers',
);
check(!dbs.includes('postgres') || Boolean(databaseUrl), 'PostgreSQL needs --database-url or DATABASE_URL');
const portBase = Number(values['port-base']);
const ports = { web: portBase, api: portBase + 1, idp: portBase + 2 };
/** PGlite is the embedded default for small installations: the issue measures it up to 100,000. */
const PGLITE_LARGEST = 100_000;
/**
 * "Cold" turns the answer cache off; servers without one ignore the variable. The public
 * endpoint's per-address limit is off: every client of the bench is one address.
 */
const NO_PUBLIC_LIMIT = { QAP_PUBLIC_RATE_LIMIT: '0' };
const CACHE_ENV: Record<CacheMode, Record<string, string>> = {
  cold: { QAP_ANSWER_CACHE_MB: '0', ...NO_PUBLIC_LIMIT },
  warm: NO_PUBLIC_LIMIT,
};

/** Repeats of an ETag'd answer with If-None-Match should come back 304. */
async function revalidates(agent: Agent, item: BenchCase): Promise<boolean | null> {
  const etag = item.first?.etag;
  if (!item.call || !etag) return null;
  return (await send(agent, item.call, { 'If-None-Match': etag })).status === 304;
}

async function measureCase(agent: Agent, item: BenchCase): Promise<CaseResult> {
  if (!item.call || !item.first) return { name: item.name, skipped: item.skipped, loads: [] };
  const result: CaseResult = {
    name: item.name,
    requestBytes:
      item.call.body === undefined ? undefined : Buffer.byteLength(JSON.stringify(item.call.body)),
    firstMs: item.first.milliseconds,
    rawBytes: item.first.rawBytes,
    wireBytes: item.first.wireBytes,
    etag: item.first.etag !== undefined,
    notModified: await revalidates(agent, item),
    loads: [],
  };
  for (const clients of options.clients) {
    const load = await runLoad(item.call, { ...options, clients });
    result.loads.push({ clients, ...load });
  }
  const summary = result.loads.map((load) => `${load.clients}c p95 ${load.p95.toFixed(1)} ms`).join(', ');
  console.log(`  ${item.name}: first ${item.first.milliseconds.toFixed(0)} ms, ${summary}`);
  return result;
}

async function measureEnvironment(dataSet: DataSet, mode: CacheMode): Promise<EnvironmentResult> {
  console.log(
    `\n${dataSet.db}, ${dataSet.facilities} facilities, ${mode} (load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  const loadBefore = os.loadavg();
  const stack = await startStackProcess({
    dataSet,
    dataRoot: values['data-dir'],
    databaseUrl,
    ports,
    env: CACHE_ENV[mode],
    reseed: values.reseed && mode === modes[0],
  });
  try {
    const token = await signInForToken(stack.urls);
    const agent = new Agent({ keepAlive: true });
    const found = await discoverCases({
      apiUrl: stack.urls.api,
      token,
      agent,
      facilities: dataSet.facilities,
    });
    const memory = sampleMemory(stack);
    const cases: CaseResult[] = [];
    for (const item of found) cases.push(await measureCase(agent, item));
    const peakRssMbUnderLoad = memory.stop();
    agent.destroy();
    const { rssMb, peakMb } = stack.memory();
    return {
      ...dataSet,
      mode,
      loadBefore,
      loadAfter: os.loadavg(),
      seededInMs: stack.seededInMs,
      readyInMs: stack.readyInMs,
      memory: { peakRssMbUnderLoad, rssMbAfter: rssMb, peakRssMbSinceStart: peakMb },
      cases,
    };
  } finally {
    await stack.stop();
  }
}

const result: ApiBenchResult = {
  startedAt: new Date().toISOString(),
  finishedAt: '',
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  cpus: os.cpus().length,
  options,
  environments: [],
};
for (const db of dbs) {
  for (const facilities of sizes) {
    if (db === 'pglite' && facilities > PGLITE_LARGEST) {
      console.log(`\nskipping PGlite at ${facilities}: PGlite is measured up to ${PGLITE_LARGEST}`);
      continue;
    }
    for (const mode of modes) result.environments.push(await measureEnvironment({ db, facilities }, mode));
  }
}
result.finishedAt = new Date().toISOString();
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
const markdownFile = `${values.out.replace(/\.json$/, '')}.md`;
writeFileSync(markdownFile, renderMarkdown(result));
console.log(renderText(result));
console.log(`JSON: ${values.out}; markdown: ${markdownFile}`);
