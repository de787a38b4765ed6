/**
 * The heat map's score bands (Benchmarking V2), shared by the portal, which colours a cell by its
 * band, and the server, which counts the facilities of each cell's band (a cell opens
 * them). Scores are whole numbers: a band runs from its start to the next band's start minus one.
 */
export const HEAT_BAND_STARTS = [0, 50, 65, 75, 85] as const;

export interface ScoreRange {
  minScore: number;
  maxScore: number;
}

/** The whole-number score range of the band a score falls in. */
export function heatBandRange(score: number): ScoreRange {
  const index = HEAT_BAND_STARTS.findLastIndex((start) => score >= start);
  const start = HEAT_BAND_STARTS[Math.max(0, index)];
  const next = HEAT_BAND_STARTS[index + 1];
  return { minScore: start, maxScore: next === undefined ? 100 : next - 1 };
}
