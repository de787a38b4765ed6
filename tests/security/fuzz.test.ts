import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PARAMS } from '../../contract/query.schemas';
import { ENVIRONMENTS, startTestApi, type TestApi, USERS } from '../server/support/test-api';
import { type ApiRoute, apiRoutes, prng } from './routes';

/**
 * Part 2: FUZZ_REQUESTS fuzzed requests over every route of the real API (bodies,
 * query strings, headers with control characters, huge and deep JSON, wrong types, unicode,
 * repeated headers), sent as raw HTTP/1.1 bytes over TCP so that nothing is cleaned up by a client.
 * The PRNG is seeded (FUZZ_SEED, default below): a failure prints its seed and request number, and
 * the same seed sends the same requests again.
 * Targets: no 5xx, no request over 5 s, server heap and RSS growth under 20 % each. Memory is
 * measured after a warm-up of WARM_UP requests: the process's resident size climbs over the first
 * few thousand requests (allocator and database buffers reaching their working size) and then
 * stays level, so growth measured after that is what a leak would add.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const WARM_UP = 3_000;
const CONCURRENCY = 8;
const HANG_MS = 5_000;

let api: TestApi;
let routes: ApiRoute[];
let tokens: string[];
let port: number;

beforeAll(async () => {
  api = await startTestApi('security_fuzz');
  routes = apiRoutes(api.app);
  port = Number(new URL(api.baseUrl).port);
  tokens = await Promise.all([
    api.token(USERS.analyst),
    api.token(USERS.facilityUser),
    api.token(USERS.viewer),
    api.token(USERS.secondTenantAnalyst),
  ]);
});
afterAll(() => api?.close());

/** A full GC: `gc` when node runs with --expose-gc, else switched on here and taken from a new context. */
function collectGarbage() {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose_gc');
  (runInNewContext('gc') as () => void)();
}

interface RawRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body?: Buffer;
}

interface RawAnswer {
  status: number;
  ms: number;
  head: string;
}

/** Sends the bytes as they are and reads the status line; 0 with ms = HANG_MS when it hangs. */
function send(request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let head = '';
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: Date.now() - started, head: head.slice(0, 2_000) });
    };
    const timer = setTimeout(() => finish(0), HANG_MS);
    socket.on('data', (chunk) => {
      if (head.length < 4_000) head += chunk.toString('latin1');
    });
    socket.on('end', () => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? -1)));
    socket.on('error', () => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? -1)));
    const lines = [
      `${request.method} ${request.target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
    ];
    for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
    if (request.body) lines.push(`Content-Length: ${request.body.length}`);
    // A chunked request without a body still ends its (empty) chunked body: without the last
    // chunk the message is unfinished, and any server rightly waits for the rest of it.
    const chunked = request.headers.some(
      ([name, value]) => name.toLowerCase() === 'transfer-encoding' && value === 'chunked',
    );
    const emptyChunkedBody = chunked && !request.body ? Buffer.from('0\r\n\r\n', 'latin1') : Buffer.alloc(0);
    socket.write(
      Buffer.concat([
        Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
        request.body ?? emptyChunkedBody,
      ]),
    );
  });
}

type Random = ReturnType<typeof prng>;

const WEIRD_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  '\u0000',
  '\u0001\u0002\u001f',
  '\r\nX-Injected: 1',
  '%00',
  '%0d%0aSet-Cookie:x=1',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '😀👨‍👩‍👧',
  'ÅÄÖ ñ ü',
  '\uD800',
  '\u202Eevil',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '__proto__',
  'constructor',
  'afya-production,maisha-production',
  ENVIRONMENTS.afyaProduction,
  ENVIRONMENTS.maishaProduction,
  'fs_AAAAAAAAAAAAAAAAAAAAAAAAAA',
  // near-valid pivot dimensions, so rows/columns also reach the checks after the type
  'year',
  'region',
];

function weirdValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 3 ? 7 : 10)) {
    case 0:
      return r.pick(WEIRD_STRINGS);
    case 1:
      return r.pick([0, -1, 1, 1.5, 2 ** 31, 2 ** 53 + 1, -0, 1e308, Number.MAX_SAFE_INTEGER]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.int(2_000);
    case 4:
      return String.fromCharCode(...Array.from({ length: r.int(20) }, () => r.int(0x3000)));
    case 5:
      return r.pick(['en-US', 'fr-FR', 'xx', 'en-US\r\n']);
    case 6:
      return [];
    case 7:
      return Array.from({ length: r.int(5) }, () => weirdValue(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(5) }, () => [r.pick(FIELD_NAMES), weirdValue(r, depth + 1)]),
      );
  }
}

const FIELD_NAMES = [
  'key',
  'value',
  'culture',
  'filter',
  'facilitySet',
  'facilityId',
  'facilityIds',
  'surveyId',
  'limit',
  'offset',
  'sort',
  'direction',
  'zoom',
  'contractIds',
  'surveyIds',
  'countryIds',
  'regionIds',
  'awardedLevels',
  'activeStates',
  'intakeFilters',
  'contractGroups',
  'groupBy',
  'dimension',
  'language',
  'tenantId',
  'role',
  '__proto__',
  'constructor',
  'filteredFacilities',
  // the Facility Numbers pivot: its rows and columns, and a cell's years in the filter
  'rows',
  'columns',
  'latestYears',
  // Yearly's drill-through: facilities assessed in a year, at a level
  'assessedIn',
  // a period figure's drill-through: facilities assessed between two days
  'assessedBetween',
];

/** A body that is nearly right: a valid-looking shape with a few fields broken. */
function nearBody(r: Random, route: ApiRoute): unknown {
  const base: Record<string, unknown> =
    route.url === '/api/qps/query/getResult'
      ? { key: r.pick(Object.keys(QUERY_PARAMS)), culture: 'en-US' }
      : route.method === 'PUT'
        ? { key: 'language', value: 'en-US' }
        : r.chance(0.5)
          ? { limit: 10 }
          : {};
  for (let i = r.int(4); i > 0; i -= 1) base[r.pick(FIELD_NAMES)] = weirdValue(r);
  return base;
}

function deepJson(depth: number, array: boolean) {
  return array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function fuzzBody(r: Random, route: ApiRoute): Buffer | undefined {
  switch (r.int(12)) {
    case 0:
      return undefined;
    case 1:
      return Buffer.from(deepJson(r.pick([100, 1_000, 10_000, 100_000]), r.chance(0.5)));
    case 2:
      return Buffer.from(JSON.stringify({ key: 'x'.repeat(r.pick([1_000, 100_000, 2_000_000])) }));
    case 3:
      return Buffer.from(r.pick(['{', '{"a":', 'null', '[]', '"x"', '1', 'true', '{"a":1,}', '\u0000', '']));
    case 4:
      return Buffer.from(Array.from({ length: r.int(200) }, () => r.int(256)));
    case 5:
      return Buffer.from('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}');
    case 6:
      return Buffer.from(JSON.stringify(weirdValue(r)));
    default:
      return Buffer.from(JSON.stringify(nearBody(r, route)));
  }
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw (invalid) UTF-8 bytes. */
function encode(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fuzzTarget(r: Random, route: ApiRoute): string {
  let path = route.url.replace(/:[A-Za-z]+/g, () =>
    encode(String(r.chance(0.5) ? r.int(3_000) : weirdValue(r))),
  );
  if (r.chance(0.05)) path = path.toUpperCase();
  if (r.chance(0.05)) path += '/';
  if (r.chance(0.03)) path = `${path}/..%2f..%2f`;
  if (r.chance(0.6)) return path;
  const pairs = Array.from({ length: 1 + r.int(4) }, () => {
    const name = r.pick([
      'hint',
      'tenantId',
      'limit',
      'q',
      'environmentId',
      '__proto__[x]',
      'a[]',
      'culture',
    ]);
    const value = r.chance(0.2) ? '%00%0d%0a%ff' : encode(String(weirdValue(r)));
    return `${name}=${value}`;
  });
  if (route.url === '/api/qps/query/getResult' && r.chance(0.3)) pairs.push(`hint=${pairs[0]}`);
  return `${path}?${pairs.join('&')}`;
}

function fuzzHeaders(r: Random, hasBody: boolean): [string, string][] {
  const headers: [string, string][] = [];
  if (r.chance(0.85))
    headers.push(['Authorization', `Bearer ${r.chance(0.9) ? r.pick(tokens) : String(weirdValue(r))}`]);
  if (r.chance(0.85)) {
    const environment = r.pick([
      ENVIRONMENTS.afyaProduction,
      ENVIRONMENTS.afyaProduction,
      ENVIRONMENTS.afyaTraining,
      ENVIRONMENTS.maishaProduction,
      String(weirdValue(r)),
    ]);
    headers.push(['environmentId', environment]);
    if (r.chance(0.1)) headers.push(['environmentId', r.pick(Object.values(ENVIRONMENTS))]);
  }
  if (r.chance(0.8)) headers.push(['culture', r.chance(0.7) ? 'en-US' : String(weirdValue(r))]);
  if (r.chance(0.7)) headers.push(['X-Requested-With', 'XMLHttpRequest']);
  if (hasBody || r.chance(0.1))
    headers.push([
      'Content-Type',
      r.pick([
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        '',
      ]),
    ]);
  for (let i = r.int(3); i > 0; i -= 1) {
    const name = r.pick([
      'page',
      'facilityId',
      'lastPage',
      'tenantId',
      'If-None-Match',
      'Origin',
      'X-Forwarded-For',
      'Accept-Encoding',
      'Cookie',
    ]);
    // raw control characters and latin-1 bytes go out as they are
    const value = r.chance(0.3)
      ? `x${String.fromCharCode(r.int(32))}y`
      : String(weirdValue(r)).slice(0, 8_000);
    headers.push([name, value.replace(/[\r\n]/g, r.chance(0.5) ? '' : ' ')]);
  }
  if (r.chance(0.02)) headers.push(['X-Big', 'b'.repeat(20_000)]);
  if (r.chance(0.05)) headers.push(['Transfer-Encoding', 'chunked']);
  return headers;
}

function fuzzRequest(r: Random): RawRequest {
  const route = r.pick(routes);
  const method = r.chance(0.9)
    ? route.method
    : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
  const body = method === 'GET' && r.chance(0.8) ? undefined : fuzzBody(r, route);
  return { method, target: fuzzTarget(r, route), headers: fuzzHeaders(r, body !== undefined), body };
}

interface Figures {
  requests: number;
  fiveXx: string[];
  hangs: string[];
  slowestMs: number;
  byStatus: Record<string, number>;
}

async function run(seed: number, count: number): Promise<Figures> {
  const r = prng(seed);
  const figures: Figures = { requests: 0, fiveXx: [], hangs: [], slowestMs: 0, byStatus: {} };
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        // made when sent, in index order (so a seed still names the same requests): a plan made up
        // front would hold every body at once in this process, whose memory is the server's too
        const request = fuzzRequest(r);
        const answer = await send(request);
        figures.requests += 1;
        figures.byStatus[answer.status] = (figures.byStatus[answer.status] ?? 0) + 1;
        figures.slowestMs = Math.max(figures.slowestMs, answer.ms);
        const label = `seed ${seed} #${index}: ${request.method} ${request.target.slice(0, 120)}`;
        if (answer.status >= 500) figures.fiveXx.push(`${label} -> ${answer.head.slice(0, 300)}`);
        if (answer.status === 0 || answer.ms > HANG_MS) figures.hangs.push(`${label} (${answer.ms} ms)`);
      }
    }),
  );
  return figures;
}

describe('fuzzing the API', () => {
  it(`${FUZZ_REQUESTS} fuzzed requests: no 5xx, none over 5 s, heap and RSS growth under 20 %`, async () => {
    await run(SEED + 1, WARM_UP);
    collectGarbage();
    const before = process.memoryUsage();
    const started = Date.now();
    const figures = await run(SEED, FUZZ_REQUESTS);
    const seconds = (Date.now() - started) / 1000;
    collectGarbage();
    const after = process.memoryUsage();
    const growth = (a: number, b: number) => Math.round(((b - a) / a) * 1000) / 10;
    const heapGrowth = growth(before.heapUsed, after.heapUsed);
    const rssGrowth = growth(before.rss, after.rss);
    console.log(
      `[security] fuzz seed ${SEED}: ${figures.requests} requests in ${seconds.toFixed(1)} s, ${figures.fiveXx.length} × 5xx, ${figures.hangs.length} hangs (slowest ${figures.slowestMs} ms), heap ${(before.heapUsed / 2 ** 20).toFixed(1)} -> ${(after.heapUsed / 2 ** 20).toFixed(1)} MB (${heapGrowth} %), RSS ${(before.rss / 2 ** 20).toFixed(0)} -> ${(after.rss / 2 ** 20).toFixed(0)} MB (${rssGrowth} %), external ${(before.external / 2 ** 20).toFixed(0)} -> ${(after.external / 2 ** 20).toFixed(0)} MB, array buffers ${(before.arrayBuffers / 2 ** 20).toFixed(0)} -> ${(after.arrayBuffers / 2 ** 20).toFixed(0)} MB, statuses ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.requests).toBe(FUZZ_REQUESTS);
    expect(figures.fiveXx.slice(0, 20)).toEqual([]);
    expect(figures.hangs.slice(0, 20)).toEqual([]);
    expect(heapGrowth).toBeLessThan(20);
    expect(rssGrowth).toBeLessThan(20);
  });
});
