import type { BenchmarkPeerRow } from '../../../contract';
import type { ParsedAddress } from '../../../machines/filter/filter-address';
import { idFromAddress, knownIds } from '../../../machines/shared/id-address';
import type { Reference } from '../../components/references/ReferenceControl';

/** The peer groups of Benchmarking/Peers, in the order the page offers them. */
export const PEER_GROUPS = ['level', 'category', 'region', 'network'] as const;
export type PeerGroup = (typeof PEER_GROUPS)[number];

export const isPeerGroup = (value: string | null): value is PeerGroup =>
  PEER_GROUPS.includes(value as PeerGroup);

export const FACILITY_PARAM = 'facilityId';
export const PEERS_PARAM = 'peers';

/** The facility benchmarked (none chosen yet: null) and its peer group. */
export interface BenchmarkSelection {
  facilityId: number | null;
  peerGroup: PeerGroup;
}

/**
 * The selection an address names (`?facilityId=12&peers=region`): an unreadable facility id is no
 * facility, an unknown peer group is the whole network, and either is named. A facility the
 * environment does not hold (`found`, the chosen ids it answered; null before) is named too.
 */
export function selectionFromAddress(
  search: URLSearchParams,
  found: readonly number[] | null,
): ParsedAddress<BenchmarkSelection> {
  const facility = idFromAddress(search, FACILITY_PARAM);
  const known = knownIds(facility.value === null ? [] : [facility.value], found, FACILITY_PARAM);
  const peers = search.get(PEERS_PARAM);
  const peersRead = peers === null || isPeerGroup(peers);
  return {
    value: { facilityId: known.value[0] ?? null, peerGroup: isPeerGroup(peers) ? peers : 'network' },
    invalid: [...facility.invalid, ...known.invalid, ...(peersRead ? [] : [PEERS_PARAM])],
  };
}

/** What the page says in one glance, and what the chart's text description reads out. */
export interface PeerSummary {
  /** Service elements the facility has a score in. */
  scoredCount: number;
  /** Of those, how many are above the peers' median. */
  aboveMedianCount: number;
  /** The largest peer group over the elements (peers without a score in an element are not counted there). */
  peerCount: number;
  strongest: BenchmarkPeerRow | null;
  weakest: BenchmarkPeerRow | null;
}

const hasPercentile = (row: BenchmarkPeerRow): row is BenchmarkPeerRow & { percentile: number } =>
  row.percentile !== null;

export function summarisePeers(rows: readonly BenchmarkPeerRow[]): PeerSummary {
  const scored = rows.filter((row) => row.score !== null);
  const ranked = rows.filter(hasPercentile).sort((a, b) => b.percentile - a.percentile);
  return {
    scoredCount: scored.length,
    aboveMedianCount: scored.filter((row) => row.median !== null && (row.score ?? 0) > row.median).length,
    peerCount: Math.max(0, ...rows.map((row) => row.peerCount)),
    strongest: ranked[0] ?? null,
    weakest: ranked.length > 1 ? (ranked.at(-1) ?? null) : null,
  };
}

/**
 * The ranked group: the facility and its peers. Rank totals and the peer-group figure both use it,
 * so the page never says "1,339 peers" beside "rank 410 of 1,340" without saying why.
 */
export const groupSize = (peerCount: number) => peerCount + 1;

/**
 * One bar of the range chart: an invisible base up to Q1, then the Q1-Q3 band, the median, the
 * score, and the chosen reference median.
 */
export interface PeerRangeDatum {
  element: string;
  base: number | null;
  band: number | null;
  median: number | null;
  score: number | null;
  reference: number | null;
}

export function toRangeData(
  rows: readonly BenchmarkPeerRow[],
  elementName: (row: BenchmarkPeerRow) => string,
  reference: Reference,
): PeerRangeDatum[] {
  return rows.map((row) => ({
    element: elementName(row),
    base: row.q1,
    band: row.q1 === null || row.q3 === null ? null : Math.round((row.q3 - row.q1) * 10) / 10,
    median: row.median,
    score: row.score,
    reference: row[reference],
  }));
}

/** True when the facility sits above the peers' median in this element (null: nothing to compare). */
export function isAboveMedian(row: BenchmarkPeerRow): boolean | null {
  if (row.score === null || row.median === null) return null;
  return row.score > row.median;
}
