import { Histogram } from 'prom-client';

/**
 * Every analytics refresh this process ran (the seed's included), how long it took and whether it
 * finished its work; its `_count` is the number of runs. Process-wide, since a refresh runs outside
 * any one server; each API's registry (server/api/metrics.ts) shows it.
 */
export const analyticsRefreshSeconds = new Histogram({
  name: 'qap_analytics_refresh_seconds',
  help: 'Analytics refreshes (refreshAnalytics) of this process by outcome, and their durations',
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 180, 600],
  registers: [],
});
