/**
 * Type test, checked by `npm run typecheck` (never run): a page names its query by key, passes the
 * key's params and reads the key's rows (contract/query.schemas.ts). Each `@ts-expect-error` line
 * must fail to compile; if the typing were loosened it would compile, and the directive would fail.
 */
import type { HomeSummaryRow } from '../../contract/query.schemas';
import { usePageData } from '../../src/app/hooks/page-data.hooks';
import { useFilteredPageData } from '../../src/components/page-kit/page-data.hooks';
import { useRemoteData } from '../../src/app/hooks/remote-data.hooks';

export function RightUses() {
  const details = usePageData('Facility/Details', { facilityId: 7 });
  const name: string = details.rows[0].name;
  const targets = usePageData('General/Targets');
  const target: number | null = targets.rows[0].scoreTarget;
  const summary = useFilteredPageData('Home/Summary');
  const row: HomeSummaryRow = summary.rows[0];
  const peers = useFilteredPageData('Benchmarking/Peers', { facilityId: 7, peerGroup: 'region' });
  const median: number | null = peers.rows[0].median;
  const list = useRemoteData('facilityData', 'facilityList', { limit: 10 });
  const total: number | undefined = list.result?.data.total;
  return [name, target, row, median, total];
}

export function WrongKey() {
  // @ts-expect-error: no query has this key
  usePageData('Facility/Detail', { facilityId: 7 });
  // @ts-expect-error: no facility data has this key
  useRemoteData('facilityData', 'facilityLists', {});
}

export function WrongParams() {
  // @ts-expect-error: Facility/Details needs a facilityId
  usePageData('Facility/Details');
  // @ts-expect-error: a facilityId is a number
  usePageData('Facility/Details', { facilityId: '7' });
  // @ts-expect-error: Facility/Details takes no limit
  usePageData('Facility/Details', { facilityId: 7, limit: 5 });
  // @ts-expect-error: not a peer group
  useFilteredPageData('Benchmarking/Peers', { facilityId: 7, peerGroup: 'planet' });
  // @ts-expect-error: Facility/Details is not about the filtered facilities
  useFilteredPageData('Facility/Details', { facilityId: 7 });
}

export function WrongRowField() {
  const summary = useFilteredPageData('Home/Summary');
  // @ts-expect-error: a Home/Summary row has no name
  const name: string = summary.rows[0].name;
  // @ts-expect-error: facilityCount is a number
  const count: string = summary.rows[0].facilityCount;
  const list = useRemoteData('facilityData', 'facilityList', { limit: 10 });
  // @ts-expect-error: a list page has no rows field
  const rows: unknown = list.result?.data.rows;
  return [name, count, rows];
}
