import type { ApiBenchResult, CacheMode, CaseResult, EnvironmentResult } from './api-bench.types';

/** The data path's targets; each applies to the facility call and every page query, not the public list. */
export const TARGETS = {
  postgresLargest: { facilities: 1_000_000, clients: 8, cold: 50, warm: 10 },
  pgliteLargest: { facilities: 100_000, clients: 1, p95: 100 },
  serverMemoryMb: 500,
} as const;

const isPublic = (name: string) => name.startsWith('GET /public');

/** The p95 limit in ms for one case, mode and client count, when the issue sets one. */
export function p95Target(env: EnvironmentResult, mode: CacheMode, clients: number, name: string) {
  if (isPublic(name)) return undefined;
  const { postgresLargest: pg, pgliteLargest: lite } = TARGETS;
  if (env.db === 'postgres' && env.facilities >= pg.facilities && clients === pg.clients) return pg[mode];
  if (env.db === 'pglite' && env.facilities >= lite.facilities && clients === lite.clients) return lite.p95;
  return undefined;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '–';
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

const label = { pglite: 'PGlite', postgres: 'PostgreSQL 15' } as const;

/** Environments of one data set, cold before warm. */
function groups(result: ApiBenchResult): EnvironmentResult[][] {
  const byKey = new Map<string, EnvironmentResult[]>();
  for (const env of result.environments) {
    const key = `${env.db}-${env.facilities}`;
    byKey.set(key, [...(byKey.get(key) ?? []), env]);
  }
  return [...byKey.values()];
}

/** "p50 / p95 / p99 ms, N/s", with the p95 target checked when there is one. */
function loadCell(env: EnvironmentResult, item: CaseResult | undefined, clients: number): string {
  const load = item?.loads.find((entry) => entry.clients === clients);
  if (!item || item.skipped || !load) return '–';
  const target = p95Target(env, env.mode, clients, item.name);
  const verdict = target === undefined ? '' : load.p95 < target ? ` ✓<${target}` : ` ✗<${target}`;
  const shortfall = load.requests + load.errors < 20 ? ` (n=${load.requests})` : '';
  const errors = load.errors ? `, ${load.errors} errors` : '';
  return `${ms(load.p50)} / ${ms(load.p95)} / ${ms(load.p99)}${verdict}, ${load.throughput.toFixed(1)}/s${shortfall}${errors}`;
}

/** The rows of one data set's table: a header, then one row per case. */
export function tableRows(envs: EnvironmentResult[], clients: number[]): string[][] {
  const columns = envs.flatMap((env) =>
    clients.map((count) => ({ env, count, title: `${env.mode}, ${count} client${count > 1 ? 's' : ''}` })),
  );
  const header = [
    'case',
    'sent',
    'raw',
    'gzip',
    ...columns.map((column) => `${column.title}: p50 / p95 / p99 ms, req/s`),
  ];
  const names = [...new Set(envs.flatMap((env) => env.cases.map((item) => item.name)))];
  const rows = names.map((name) => {
    const first = envs
      .map((env) => env.cases.find((item) => item.name === name))
      .find((item) => item && !item.skipped);
    const skipped = envs[0].cases.find((item) => item.name === name)?.skipped;
    if (!first) return [name, skipped ?? '–', '', '', ...columns.map(() => '')];
    const cells = columns.map(({ env, count }) =>
      loadCell(
        env,
        env.cases.find((item) => item.name === name),
        count,
      ),
    );
    const sizes = [first.requestBytes, first.rawBytes, first.wireBytes].map(formatBytes);
    return [name, ...sizes, ...cells];
  });
  return [header, ...rows];
}

/** One line per server start: machine load, seed, memory against the target. */
function notes(envs: EnvironmentResult[]): string[] {
  return envs.map((env) => {
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    const peak = env.memory.peakRssMbUnderLoad;
    const memoryVerdict = peak < TARGETS.serverMemoryMb ? '✓' : '✗';
    const seeded = env.seededInMs === null ? '' : `, seeded in ${(env.seededInMs / 1000).toFixed(0)} s`;
    const etags = env.cases.some((item) => item.etag) ? ', answers carry ETags' : ', no ETags';
    return `${env.mode}: load average ${load(env.loadBefore)} before, ${load(env.loadAfter)} after; server RSS peak ${peak.toFixed(0)} MB under load ${memoryVerdict}<${TARGETS.serverMemoryMb} MB (since start ${env.memory.peakRssMbSinceStart.toFixed(0)} MB)${seeded}${etags}`;
  });
}

const title = (env: EnvironmentResult) =>
  `${label[env.db]}, ${env.facilities.toLocaleString('en-US')} facilities per environment`;

/** The markdown that docs/performance.md keeps as its latest table. */
export function renderMarkdown(result: ApiBenchResult): string {
  const out = [
    `Measured ${result.startedAt.slice(0, 16).replace('T', ' ')} UTC on commit ${result.commit}, ${result.cpus} cores; ` +
      `up to ${result.options.requests} requests per case and client count (at most ${result.options.maxSeconds} s each). ` +
      'Cells: p50 / p95 / p99 latency in ms, then throughput; ✓/✗ marks an issue-11 target.',
  ];
  for (const envs of groups(result)) {
    const [header, ...rows] = tableRows(envs, result.options.clients);
    out.push('', `#### ${title(envs[0])}`, '', ...notes(envs).map((line) => `- ${line}`), '');
    out.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
    for (const row of rows) out.push(`| ${row.join(' | ')} |`);
  }
  return `${out.join('\n')}\n`;
}

/** The same tables as aligned text for the terminal. */
export function renderText(result: ApiBenchResult): string {
  const out: string[] = [];
  for (const envs of groups(result)) {
    const rows = tableRows(envs, result.options.clients);
    const widths = rows[0].map((_, index) => Math.max(...rows.map((row) => row[index].length)));
    out.push('', title(envs[0]), ...notes(envs).map((line) => `  ${line}`));
    for (const row of rows) out.push(row.map((cell, index) => cell.padEnd(widths[index])).join('  '));
  }
  return `${out.join('\n')}\n`;
}

/**
 * One table over several results: a row per case, a column per data set and mode with the p95 at
 * each client count, and the answer's bytes at the largest data set. For comparing at a glance.
 */
export function renderSummary(results: ApiBenchResult[]): string {
  const envs = results.flatMap((result) => result.environments);
  const clients = [...new Set(results.flatMap((result) => result.options.clients))];
  const largest = envs.reduce((top, env) => (env.facilities > top.facilities ? env : top), envs[0]);
  const names = [...new Set(envs.flatMap((env) => env.cases.map((item) => item.name)))];
  const header = [
    'case',
    `raw / gzip at ${largest.facilities.toLocaleString('en-US')}`,
    ...envs.map(
      (env) =>
        `${title(env).replace(' facilities per environment', '')}, ${env.mode}: p95 ms at ${clients.join(' / ')} clients`,
    ),
  ];
  const rows = names.map((name) => {
    const big = largest.cases.find((item) => item.name === name);
    const sent = (big?.requestBytes ?? 0) > 1000 ? ` (sent ${formatBytes(big?.requestBytes)})` : '';
    const bytes = big?.skipped
      ? big.skipped
      : `${formatBytes(big?.rawBytes)} / ${formatBytes(big?.wireBytes)}${sent}`;
    const cells = envs.map((env) => {
      const item = env.cases.find((entry) => entry.name === name);
      if (!item || item.skipped) return '–';
      return clients
        .map((count) => item.loads.find((load) => load.clients === count))
        .map((load) => (load ? ms(load.p95) : '–'))
        .join(' / ');
    });
    return [name, bytes, ...cells];
  });
  const memory = [
    'server RSS peak under load (MB)',
    '',
    ...envs.map((env) => env.memory.peakRssMbUnderLoad.toFixed(0)),
  ];
  const load = ['load average before (1 min)', '', ...envs.map((env) => env.loadBefore[0].toFixed(1))];
  return `${[header, header.map(() => '---'), ...rows, memory, load].map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`;
}
