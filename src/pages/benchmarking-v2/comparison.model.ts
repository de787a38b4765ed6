import type { BenchmarkComparisonRow } from '../../../contract';
import type { ParsedAddress } from '../../../machines/filter/filter-address';
import { idListFromAddress, knownIds } from '../../../machines/shared/id-address';

/** BenchmarkingV2/Comparison answers for at most this many facilities (its options say so too). */
export const MAX_COMPARED_FACILITIES = 8;

export interface ComparedElement {
  id: number;
  name: string;
}

export interface ComparedFacility {
  id: number;
  name: string;
  /** Latest score per service element id; null when the facility has no assessment. */
  scores: Record<number, number | null>;
  /** Mean of the scored elements, one decimal; null when none is scored. */
  average: number | null;
  /**
   * Per service element id, how many facilities of the filter the cell opens: those in
   * the score's heat band; for the reference row, all scored in the element.
   */
  drillCounts: Record<number, number | null>;
}

export interface Comparison {
  elements: ComparedElement[];
  facilities: ComparedFacility[];
  /** The filtered network's median per service element: the reference row. */
  medians: Record<number, number | null>;
  /** Facilities of the filtered network scored in each element: the ones behind its median. */
  scoredCounts: Record<number, number>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function averageOf(values: (number | null)[]): number | null {
  const scored = values.filter((value): value is number => value !== null);
  return scored.length === 0 ? null : round1(scored.reduce((sum, value) => sum + value, 0) / scored.length);
}

/** One row per (facility, element), in the order asked for, pivoted to one row per facility. */
export function toComparison(rows: BenchmarkComparisonRow[]): Comparison {
  const elements = new Map<number, ComparedElement>();
  const facilities = new Map<number, ComparedFacility>();
  const medians: Record<number, number | null> = {};
  const scoredCounts: Record<number, number> = {};
  for (const row of rows) {
    elements.set(row.serviceElementId, { id: row.serviceElementId, name: row.serviceElementName });
    medians[row.serviceElementId] = row.peerMedian;
    scoredCounts[row.serviceElementId] = row.scoredCount;
    const facility = facilities.get(row.facilityId) ?? {
      id: row.facilityId,
      name: row.facilityName,
      scores: {},
      average: null,
      drillCounts: {},
    };
    facility.scores[row.serviceElementId] = row.score;
    facility.drillCounts[row.serviceElementId] = row.bandCount;
    facilities.set(row.facilityId, facility);
  }
  for (const facility of facilities.values()) facility.average = averageOf(Object.values(facility.scores));
  return { elements: [...elements.values()], facilities: [...facilities.values()], medians, scoredCounts };
}

/** Sort keys of the heat map's columns: the facility name, each service element, the average. */
export const NAME_COLUMN = 'name';
export const AVERAGE_COLUMN = 'average';
export const elementColumn = (elementId: number) => `element-${elementId}`;

export type PickResult = { accepted: true; ids: number[] } | { accepted: false; ids: number[] };

/** A new selection is taken as long as it holds at most eight facilities; a ninth pick is refused. */
export function applyPicks(current: number[], next: number[]): PickResult {
  if (next.length > MAX_COMPARED_FACILITIES) return { accepted: false, ids: current };
  return { accepted: true, ids: next };
}

/** The compared facilities in the address: `?ids=12,7,40`. */
export const IDS_PARAM = 'ids';

/** The `ids` the address names: readable ids, each once, at most eight; the parameter is named when any part was dropped. */
export const readComparedIds = (search: URLSearchParams) =>
  idListFromAddress(search, IDS_PARAM, MAX_COMPARED_FACILITIES);

/**
 * The facilities compared: the ids read that the environment holds (all of them until its answer
 * is in, `found` null). `ids` is named when the address held anything else.
 */
export function comparedIds(
  read: ParsedAddress<number[]>,
  found: readonly number[] | null,
): ParsedAddress<number[]> {
  const known = knownIds(read.value, found, IDS_PARAM);
  return { value: known.value, invalid: [...new Set([...read.invalid, ...known.invalid])] };
}

/** The reference row's id: it stands for no facility. */
export const REFERENCE_ROW_ID = 0;

/** The reference row under the facilities: the network median of each element. */
export function referenceRow(comparison: Comparison, label: string): ComparedFacility {
  return {
    id: REFERENCE_ROW_ID,
    name: label,
    scores: comparison.medians,
    average: averageOf(Object.values(comparison.medians)),
    drillCounts: comparison.scoredCounts,
  };
}
