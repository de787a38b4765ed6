/**
 * `npm run bench:api-citus -- --citus URL --postgres URL [--rounds 100] [--modes cold,warm]
 *   [--facilities 100000] [--port-base 7270]`
 *
 * The API's HTTP answer to each of the portal's calls (bench:api's cases: the page queries, the
 * facility calls, the public list), from two stacks at once, one over a Citus coordinator and one
 * over plain PostgreSQL holding the same seed (each URL used as it is, its data never reseeded),
 * interleaved: every round sends each call to both, in turns (the order flips each round). "cold"
 * runs with the answer cache off, so each answer runs its query; "warm" answers from the cache, and
 * what is left is the per-request caller check (one routed statement on Citus). `/healthz` (no
 * database) is the HTTP floor. Prints p50/p95 on both, the p95 ratio, errors and the load average.
 * A benchmark, not a test: the figures depend on the machine and on what else runs on it.
 */
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CacheMode } from './api-bench.types';
import { authHeaders, discoverCases } from './api-bench-cases';
import { signInForToken } from './bench-sign-in';
import { type BenchRequest, percentile, send } from './http-load';
import { BENCH_DIR } from './portal-stack';
import { type StackProcess, startStackProcess } from './stack-process';

const { values } = parseArgs({
  options: {
    citus: { type: 'string' },
    postgres: { type: 'string' },
    rounds: { type: 'string', default: '100' },
    modes: { type: 'string', default: 'cold,warm' },
    facilities: { type: 'string', default: '100000' },
    'port-base': { type: 'string', default: '7270' },
  },
});
if (!values.citus || !values.postgres) {
  console.error('bench:api-citus needs --citus URL and --postgres URL (the same seed in both)');
  process.exit(1);
}
const rounds = Number(values.rounds);
const facilities = Number(values.facilities);
const modes = values.modes.split(',') as CacheMode[];
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const CACHE_ENV: Record<CacheMode, Record<string, string>> = {
  cold: { QAP_ANSWER_CACHE_MB: '0', QAP_PUBLIC_RATE_LIMIT: '0' },
  warm: { QAP_PUBLIC_RATE_LIMIT: '0' },
};

/** bench:api's calls the portal never makes: whole lists that take seconds at 100,000 and say nothing of the hop. */
const NOT_THE_PORTALS = new Set(['POST /facility', 'General/AppToggles (id list)']);

interface Side {
  stack: StackProcess;
  agent: Agent;
  calls: Map<string, BenchRequest>;
}

async function startSide(
  name: string,
  databaseUrl: string,
  portBase: number,
  mode: CacheMode,
): Promise<Side> {
  const stack = await startStackProcess({
    dataSet: { db: 'postgres', facilities },
    dataRoot: path.join(BENCH_DIR, 'api-citus', name),
    databaseUrl,
    databaseAsIs: true,
    ports: { web: portBase, api: portBase + 1, idp: portBase + 2 },
    env: CACHE_ENV[mode],
    log: () => {},
  });
  const token = await signInForToken(stack.urls);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const found = await discoverCases({ apiUrl: stack.urls.api, token, agent, facilities });
  const calls = new Map<string, BenchRequest>();
  calls.set('GET /healthz (no database)', { method: 'GET', url: `${stack.urls.api}/healthz`, headers: {} });
  calls.set('GET /api/qps/environment', {
    method: 'GET',
    url: `${stack.urls.api}/api/qps/environment`,
    headers: authHeaders(token),
  });
  for (const item of found) if (item.call && !NOT_THE_PORTALS.has(item.name)) calls.set(item.name, item.call);
  return { stack, agent, calls };
}

async function measure(mode: CacheMode) {
  const base = Number(values['port-base']);
  const citus = await startSide('citus', values.citus as string, base, mode);
  const postgres = await startSide('postgres', values.postgres as string, base + 10, mode);
  try {
    const names = [...citus.calls.keys()].filter((name) => postgres.calls.has(name));
    const times = new Map(names.map((name) => [name, { citus: [] as number[], postgres: [] as number[] }]));
    const errors = new Map(names.map((name) => [name, 0]));
    const loadBefore = load();
    // round 0 warms the connections, the JIT and (warm mode) the answer cache
    for (let round = 0; round <= rounds; round += 1) {
      for (const name of names) {
        const order = round % 2 === 0 ? (['citus', 'postgres'] as const) : (['postgres', 'citus'] as const);
        for (const side of order) {
          const { agent, calls } = side === 'citus' ? citus : postgres;
          const answer = await send(agent, calls.get(name) as BenchRequest);
          if (answer.status !== 200) errors.set(name, (errors.get(name) ?? 0) + 1);
          else if (round > 0) times.get(name)?.[side].push(answer.milliseconds);
        }
      }
    }
    console.log(
      `\n${mode} (answer cache ${mode === 'cold' ? 'off' : 'on'}), ${rounds} rounds, load average before ${loadBefore}, after ${load()}\n`,
    );
    console.log('| call | Citus p50 / p95 ms | PostgreSQL p50 / p95 ms | p95 ratio | errors |');
    console.log('|---|---|---|---|---|');
    const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
    for (const name of names) {
      const { citus: c, postgres: p } = times.get(name) as { citus: number[]; postgres: number[] };
      for (const list of [c, p]) list.sort((a, b) => a - b);
      const [c95, p95] = [percentile(c, 0.95), percentile(p, 0.95)];
      console.log(
        `| ${name} | ${ms(percentile(c, 0.5))} / ${ms(c95)} | ${ms(percentile(p, 0.5))} / ${ms(p95)} | ` +
          `${(c95 / p95).toFixed(1)} | ${errors.get(name)} |`,
      );
    }
  } finally {
    citus.agent.destroy();
    postgres.agent.destroy();
    await citus.stack.stop();
    await postgres.stack.stop();
  }
}

for (const mode of modes) await measure(mode);
