import { describe, expect, it } from 'vitest';
import { p95Target, renderMarkdown, renderSummary } from '../../../scripts/bench/api-bench-report';
import type { ApiBenchResult, EnvironmentResult } from '../../../scripts/bench/api-bench.types';
import { percentile } from '../../../scripts/bench/http-load';

const load = (clients: number, p95: number) => ({
  clients,
  requests: 100,
  errors: 0,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  throughput: 50,
});

function environment(
  db: 'pglite' | 'postgres',
  facilities: number,
  mode: 'cold' | 'warm',
): EnvironmentResult {
  return {
    db,
    facilities,
    mode,
    loadBefore: [1, 1, 1],
    loadAfter: [1, 1, 1],
    seededInMs: null,
    readyInMs: 1000,
    memory: { peakRssMbUnderLoad: 320, rssMbAfter: 300, peakRssMbSinceStart: 330 },
    cases: [
      { name: 'Home/Summary', rawBytes: 573, wireBytes: 573, loads: [load(1, 8), load(8, 60)] },
      { name: 'POST /facility/map (zoom 4)', skipped: 'not on this server', loads: [] },
      {
        name: 'GET /public/facilities',
        rawBytes: 2_500_000,
        wireBytes: 300_000,
        loads: [load(1, 90), load(8, 400)],
      },
    ],
  };
}

const result = (environments: EnvironmentResult[]): ApiBenchResult => ({
  startedAt: '2026-11-24T04:00:00.000Z',
  finishedAt: '2026-11-24T04:10:00.000Z',
  commit: 'abc1234',
  cpus: 2,
  options: { requests: 100, maxSeconds: 10, clients: [1, 8], modes: ['cold', 'warm'] },
  environments,
});

describe('the API benchmark report', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("applies the data path's targets only where they are set", () => {
    const large = environment('postgres', 1_000_000, 'cold');
    expect(p95Target(large, 'cold', 8, 'Home/Summary')).toBe(50);
    expect(p95Target(large, 'warm', 8, 'Home/Summary')).toBe(10);
    expect(p95Target(large, 'cold', 1, 'Home/Summary')).toBeUndefined();
    expect(p95Target(large, 'cold', 8, 'GET /public/facilities')).toBeUndefined();
    expect(p95Target(environment('pglite', 100_000, 'cold'), 'cold', 1, 'Home/Summary')).toBe(100);
    expect(p95Target(environment('postgres', 100_000, 'cold'), 'cold', 8, 'Home/Summary')).toBeUndefined();
  });

  it('renders a table per data set with cold and warm columns, targets marked and skipped calls named', () => {
    const markdown = renderMarkdown(
      result([environment('postgres', 1_000_000, 'cold'), environment('postgres', 1_000_000, 'warm')]),
    );
    expect(markdown).toContain('#### PostgreSQL 15, 1,000,000 facilities per environment');
    expect(markdown).toContain('| Home/Summary | – | 573 B | 573 B | 4.0 / 8.0 / 16, 50.0/s |');
    expect(markdown).toContain('30 / 60 / 120 ✗<50');
    expect(markdown).toContain('30 / 60 / 120 ✗<10');
    expect(markdown).toContain('| POST /facility/map (zoom 4) | not on this server |');
    expect(markdown).toContain('| GET /public/facilities | – | 2.50 MB | 300.0 kB | 45 / 90 / 180, 50.0/s |');
  });

  it('summarises several results as p95s, a column per data set', () => {
    const summary = renderSummary([
      result([environment('pglite', 1500, 'cold')]),
      result([environment('postgres', 100_000, 'cold')]),
    ]);
    expect(summary).toContain('| Home/Summary | 573 B / 573 B | 8.0 / 60 | 8.0 / 60 |');
    expect(summary).toContain('| server RSS peak under load (MB) |  | 320 | 320 |');
  });
});
