/**
 * Drill-through: a heat-map cell of Benchmarking V2 opens the facilities scoring one
 * service element within a range (`?element=3&score=65-74`). In the filter it is the wire
 * contract's intake filter `ByServiceElementScore`; this reads and writes it in the list's
 * address. Only the list reads it: the filter of the other pages never holds a score range.
 */
import type { FilterValues } from '../filter/filter.types';

export const ELEMENT_PARAM = 'element';
export const SCORE_PARAM = 'score';

/** A service element's score range, inclusive, on the latest assessment. */
export interface ElementScoreRange {
  serviceElementId: number;
  minScore: number;
  maxScore: number;
}

/** The filter's element score range, when it has one. */
export function elementScoreRange(filter: FilterValues): ElementScoreRange | null {
  const intake = filter.intakeFilters;
  if (intake?.filterType !== 'ByServiceElementScore') return null;
  const { serviceElementId, minScore, maxScore } = intake;
  if (typeof serviceElementId !== 'number') return null;
  return {
    serviceElementId,
    minScore: typeof minScore === 'number' ? minScore : 0,
    maxScore: typeof maxScore === 'number' ? maxScore : 100,
  };
}

/** The filter narrowed to a score range (or with none: `null`). */
export function withElementScoreRange(filter: FilterValues, range: ElementScoreRange | null): FilterValues {
  const { intakeFilters: _dropped, ...rest } = filter;
  return range ? { ...rest, intakeFilters: { filterType: 'ByServiceElementScore', ...range } } : rest;
}

const SCORE = /^(\d{1,3})-(\d{1,3})$/;

/** Both parameters or neither: one alone, or an unreadable one, names both as invalid. */
export function readElementScoreRange(search: URLSearchParams, invalid: string[]): ElementScoreRange | null {
  const element = search.get(ELEMENT_PARAM);
  const score = search.get(SCORE_PARAM);
  if (element === null && score === null) return null;
  const match = score === null ? null : SCORE.exec(score);
  const [minScore, maxScore] = match ? [Number(match[1]), Number(match[2])] : [-1, -1];
  const readable =
    element !== null &&
    /^[1-9]\d{0,9}$/.test(element) &&
    minScore >= 0 &&
    minScore <= maxScore &&
    maxScore <= 100;
  if (readable) return { serviceElementId: Number(element), minScore, maxScore };
  invalid.push(ELEMENT_PARAM, SCORE_PARAM);
  return null;
}

export function writeElementScoreRange(filter: FilterValues, search: URLSearchParams): void {
  const range = elementScoreRange(filter);
  if (!range) return;
  search.set(ELEMENT_PARAM, String(range.serviceElementId));
  search.set(SCORE_PARAM, `${range.minScore}-${range.maxScore}`);
}
