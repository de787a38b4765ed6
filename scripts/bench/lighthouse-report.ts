import type { Result } from 'lighthouse';

/** The medians of one page and form factor, and the top opportunities of the median run. */
export interface LighthouseSet {
  page: string;
  formFactor: 'desktop' | 'mobile';
  scores: number[];
  /** Runs that did not complete (Lighthouse's runtimeError code, or the error), left out of the medians. */
  failedRuns: string[];
  /** undefined when no run completed. */
  median?: {
    score: number;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    speedIndexMs: number;
  };
  opportunities: { title: string; savingsMs: number }[];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** What Lighthouse says would save the most time in one run, largest first. */
export function topOpportunities(lhr: Result, count = 3): { title: string; savingsMs: number }[] {
  return Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      const savingsMs = details?.type === 'opportunity' ? (details.overallSavingsMs ?? 0) : 0;
      return { title: audit.title, savingsMs, passed: audit.score === 1 };
    })
    .filter((audit) => audit.savingsMs > 0 && !audit.passed)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, count)
    .map(({ title, savingsMs }) => ({ title, savingsMs: Math.round(savingsMs) }));
}

/** One Lighthouse run: its result, or why there is none (the browser went away, a time-out). */
export type LighthouseRun = { lhr: Result; failure?: undefined } | { lhr?: undefined; failure: string };

/** Median per metric over the completed runs; opportunities from the run with the median score. */
export function summarise(
  page: string,
  formFactor: 'desktop' | 'mobile',
  allRuns: LighthouseRun[],
): LighthouseSet {
  const failedRuns = allRuns.flatMap(({ lhr, failure }) =>
    failure !== undefined ? [failure] : lhr?.runtimeError ? [lhr.runtimeError.code] : [],
  );
  const runs = allRuns.flatMap(({ lhr }) => (lhr && !lhr.runtimeError ? [lhr] : []));
  if (runs.length === 0)
    return { page, formFactor, scores: [], failedRuns, median: undefined, opportunities: [] };
  const scores = runs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
  const medianRun = runs[scores.indexOf(median(scores))];
  return {
    page,
    formFactor,
    scores,
    failedRuns,
    median: {
      score: median(scores),
      fcpMs: median(runs.map((lhr) => numeric(lhr, 'first-contentful-paint'))),
      lcpMs: median(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
      tbtMs: median(runs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
      cls: median(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
      speedIndexMs: median(runs.map((lhr) => numeric(lhr, 'speed-index'))),
    },
    opportunities: topOpportunities(medianRun),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The markdown table docs/performance.md keeps. */
export function lighthouseTable(sets: LighthouseSet[]): string {
  const rows = sets.map(({ page, formFactor, scores, failedRuns, median: m, opportunities }) => {
    const runs = [...scores, ...failedRuns.map((code) => `failed: ${code}`)].join(', ');
    if (!m) return `| ${page} | ${formFactor} | no run completed (${runs}) | – | – | – | – | – | – |`;
    return (
      `| ${page} | ${formFactor} | **${m.score}** (${runs}) | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ` +
      `${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${seconds(m.speedIndexMs)} | ` +
      `${opportunities.map((o) => `${o.title} (${(o.savingsMs / 1000).toFixed(2)} s)`).join('; ') || '–'} |`
    );
  });
  return [
    '| page | device | performance, median (runs) | FCP | LCP | TBT | CLS | Speed Index | top opportunities (median run) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
