import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
}

/**
 * Routes that answer without a signed-in user, as docs/security.md and docs/api/README.md list
 * them: health probes, the metrics (their own secret or address list), the OpenAPI document, the
 * anonymous public facility pages, the signed-out theme's `GET /api/qps/environment/tenant` and the
 * tenant service's `GET /api/tenant/configuration` (docs/api/README.md: anonymous, tenant chosen by
 * the caller). Every other route is signed-in and must be in the matrix; a new route is picked up
 * from the Fastify instance automatically.
 */
export const ANONYMOUS_ROUTE =
  /^\/(healthz|readyz|metrics)$|^\/api\/openapi\.json$|^\/api\/qps\/public\/|^\/api\/(tenant\/configuration|qps\/environment\/tenant)$/;

/**
 * Every route of the running API, read from `printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `├── /api/qps/facility (GET, HEAD, POST)` with children indented four characters and
 * holding the rest of the path (`│   └── /list (POST)`). HEAD/OPTIONS and wildcards are left out.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: ApiRoute[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const match = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3).trim());
    if (!match) continue;
    const url = (prefixes[depth - 1] ?? '') + match[1];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE')
        routes.push({ method, url });
    }
  }
  return routes.filter((route) => !route.url.includes('*'));
}

/** A small seeded PRNG (mulberry32): the same seed gives the same requests. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
