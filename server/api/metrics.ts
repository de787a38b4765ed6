import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { analyticsRefreshSeconds } from '../db/refresh-metrics.js';
import type { AnswerCache } from './answer-cache.js';
import { errorAnswer } from './answers.schemas.js';
import type { ApiRoutes } from './api-route.js';
import { forbidden } from './http-error.js';
import { type MetricsAccess, mayReadMetrics } from './metrics-access.js';

export interface MetricsSources {
  db: Database;
  cache: AnswerCache;
  access: MetricsAccess;
}

/** The registry of one API: its requests, answer cache and pool, the process's refreshes and runtime. */
function createRegistry({ db, cache }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'qap_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, and how long each took to answer (_count: the requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Counter({
    name: 'qap_answer_cache_hits_total',
    help: 'Answer cache lookups that found the answer',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.hits);
    },
  });
  new Counter({
    name: 'qap_answer_cache_misses_total',
    help: 'Answer cache lookups that did not (the answer was computed)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.misses);
    },
  });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('qap_answer_cache_bytes', 'Bytes the answer cache holds now', () => cache.size);
  gauge(
    'qap_answer_cache_limit_bytes',
    'Bytes the answer cache may hold (QAP_ANSWER_CACHE_MB)',
    () => cache.maxBytes,
  );
  gauge('qap_answer_cache_entries', 'Answers the answer cache holds now', () => cache.count);
  gauge(
    'qap_db_pool_in_use',
    'Database connections checked out now (PGlite: its one connection, 1)',
    () => db.poolUse().inUse,
  );
  gauge(
    'qap_db_pool_waiting',
    'Queries waiting for a free database connection now',
    () => db.poolUse().waiting,
  );
  registry.registerMetric(analyticsRefreshSeconds);
  return { registry, requests };
}

/**
 * Prometheus metrics: every request is counted and timed by route pattern (a 404 as `unmatched`, so
 * probing paths cannot grow the series), and `GET /metrics` answers in the text format to the
 * callers `access` names; anybody else gets 403.
 */
export function addMetrics(app: FastifyInstance, routes: ApiRoutes, sources: MetricsSources): void {
  const { registry, requests } = createRegistry(sources);
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  routes.add({
    method: 'GET',
    url: '/metrics',
    summary: 'Prometheus metrics, for the addresses in METRICS_ALLOW and the bearer METRICS_TOKEN only',
    // no user's token: its own check, below
    access: 'anonymous',
    answers: {
      200: { description: 'Prometheus text format 0.0.4', type: 'text/plain' },
      403: { description: 'Not an allowed address, and not the metrics secret', schema: errorAnswer },
    },
    handler: async (request, reply) => {
      if (!mayReadMetrics(request, sources.access))
        throw forbidden(
          'The metrics are open to the addresses in METRICS_ALLOW and to the bearer METRICS_TOKEN only.',
        );
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
}
