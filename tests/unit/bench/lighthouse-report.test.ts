import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseTable, summarise } from '../../../scripts/bench/lighthouse-report';

/** The parts of a Lighthouse result the summary reads. */
function result(score: number, tbtMs: number, runtimeError?: string): Result {
  const audit = (numericValue: number) => ({ numericValue, score: 1, title: '', details: undefined });
  return {
    categories: { performance: { score: score / 100 } },
    audits: {
      'first-contentful-paint': audit(1000),
      'largest-contentful-paint': audit(2000),
      'total-blocking-time': audit(tbtMs),
      'cumulative-layout-shift': audit(0.01),
      'speed-index': audit(3000),
    },
    runtimeError: runtimeError ? { code: runtimeError, message: '' } : undefined,
  } as unknown as Result;
}

describe('Lighthouse summary: a run that fails is reported and left out of the medians', () => {
  it('medians come from the completed runs; failures are listed with their reason', () => {
    const set = summarise('/public', 'mobile', [
      { lhr: result(90, 300) },
      { failure: 'Target closed' },
      { lhr: result(0, 0, 'NO_FCP') },
      { lhr: result(80, 500) },
      { lhr: result(85, 400) },
    ]);
    expect(set.scores).toEqual([90, 80, 85]);
    expect(set.failedRuns).toEqual(['Target closed', 'NO_FCP']);
    expect(set.median).toMatchObject({ score: 85, tbtMs: 400 });
    expect(lighthouseTable([set])).toContain('**85** (90, 80, 85, failed: Target closed, failed: NO_FCP)');
  });

  it('a set whose runs all failed has no median and says so in the table', () => {
    const set = summarise('Home (signed in)', 'desktop', [{ failure: 'Target closed' }]);
    expect(set.median).toBeUndefined();
    expect(lighthouseTable([set])).toContain('no run completed (failed: Target closed)');
  });
});
