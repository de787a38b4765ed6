import type { Agent } from 'node:http';
import type { FacilitySet } from '../../contract/facility-set.schemas';
import { MAX_ID_LIST } from '../../contract/query.schemas';
import { type BenchRequest, type BenchResponse, send } from './http-load';

/** What the benchmark asks for; `call` is absent when this server does not offer it (the reason says why). */
export interface BenchCase {
  name: string;
  call?: BenchRequest;
  skipped?: string;
  /** The first answer on this server start (its body dropped): the probe that found the case. */
  first?: Omit<BenchResponse, 'text'>;
}

export const BENCH_ENVIRONMENT = 'afya-production';
/** The portal's default filter: active facilities. */
export const DEFAULT_FILTER = { activeStates: [true] };
const CULTURE = 'en-US';
/** Home's recent-assessments table asks for this many rows (RECENT_ASSESSMENTS_LIMIT). */
const RECENT_LIMIT = 10;

/**
 * getResult keys the pages use, with the parameters they send for the default filter.
 * `facility` keys get one facility from Home's recent assessments, as the popup would.
 */
function pageQueries(facilityId: number, compared: number[]): [string, Record<string, unknown>][] {
  const filter = DEFAULT_FILTER;
  return [
    ['General/AppToggles', { filter }],
    ['General/SyncProgress', {}],
    ['General/FacilityCategories', {}],
    ['Home/Summary', { filter }],
    ['Home/RecentAssessments', { filter, limit: RECENT_LIMIT }],
    ['Network/Aggregates', { filter, groupBy: 'country' }],
    ['YearlyPerformance/Overall', { filter }],
    ['YearlyPerformance/ServiceElements', { filter }],
    ['FacilityNumbers/Counts', { filter }],
    ['FacilityNumbers/Pivot', { filter, rows: 'region', columns: 'level' }],
    ['Benchmarking/Peers', { filter, facilityId, peerGroup: 'network' }],
    ['BenchmarkingV2/Comparison', { filter, facilityIds: compared }],
    ['Facility/Details', { facilityId }],
    ['Facility/ServiceElementScores', { facilityId }],
    ['Facility/AssessmentHistory', { facilityId }],
    ['Facility/Activities', { facilityId }],
    ['MomCare/Indicators', { facilityId }],
  ];
}

/** The facility calls (set, list, map, export); an older server answers 404 for the new ones. */
const FACILITY_CALLS: [string, string, unknown][] = [
  ['POST /facility', '/api/qps/facility', DEFAULT_FILTER],
  ['POST /facility/set', '/api/qps/facility/set', DEFAULT_FILTER],
  [
    'POST /facility/list (first page)',
    '/api/qps/facility/list',
    { filter: DEFAULT_FILTER, offset: 0, limit: 50 },
  ],
  ['POST /facility/map (zoom 4)', '/api/qps/facility/map', { filter: DEFAULT_FILTER, zoom: 4 }],
];

interface Discovery {
  apiUrl: string;
  token: string;
  agent: Agent;
  facilities: number;
}

/** Tries each call once: a missing endpoint or query key makes the case skipped instead of failing the run. */
async function probe(agent: Agent, name: string, call: BenchRequest): Promise<BenchCase> {
  const { text, ...first } = await send(agent, call);
  if (first.status === 200) return { name, call, first };
  const message = text();
  const missing = first.status === 404 && message.includes('No such endpoint');
  const unknownKey = first.status === 400 && message.includes('Unknown query key');
  if (missing || unknownKey) return { name, skipped: 'not on this server' };
  return { name, skipped: `HTTP ${first.status}: ${message.slice(0, 120)}` };
}

/** The spec's id-list form of General/AppToggles, as the portal once sent it: every filtered id. */
async function appTogglesByIds(discovery: Discovery, getResult: (key: string, p: object) => BenchRequest) {
  const name = 'General/AppToggles (id list)';
  if (discovery.facilities > MAX_ID_LIST) return { name, skipped: `over ${MAX_ID_LIST} ids` };
  const answer = await send(discovery.agent, {
    method: 'POST',
    url: `${discovery.apiUrl}/api/qps/facility`,
    headers: authHeaders(discovery.token),
    body: DEFAULT_FILTER,
  });
  const ids = (JSON.parse(answer.text()) as { id: number }[]).map((facility) => facility.id);
  return probe(
    discovery.agent,
    name,
    getResult('General/AppToggles', { filteredFacilities: ids.slice(0, MAX_ID_LIST) }),
  );
}

/** Home/Summary naming its facilities by a facility-set handle instead of the filter, when the server issues handles. */
async function summaryByHandle(discovery: Discovery, getResult: (key: string, p: object) => BenchRequest) {
  const name = 'Home/Summary (facility-set handle)';
  const issued = await send(discovery.agent, {
    method: 'POST',
    url: `${discovery.apiUrl}/api/qps/facility/set`,
    headers: authHeaders(discovery.token),
    body: DEFAULT_FILTER,
  });
  if (issued.status !== 200) return { name, skipped: 'not on this server' };
  const { handle } = JSON.parse(issued.text()) as FacilitySet;
  return probe(discovery.agent, name, getResult('Home/Summary', { facilitySet: handle }));
}

export function authHeaders(token: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    environmentId: BENCH_ENVIRONMENT,
    'X-Requested-With': 'XMLHttpRequest',
  };
}

/** Every case for one running server, with facility ids taken from its own answers. */
export async function discoverCases(discovery: Discovery): Promise<BenchCase[]> {
  const { apiUrl, token, agent } = discovery;
  const headers = authHeaders(token);
  const getResult = (key: string, params: object): BenchRequest => ({
    method: 'POST',
    url: `${apiUrl}/api/qps/query/getResult?hint=${encodeURIComponent(key)}`,
    headers,
    body: { key, culture: CULTURE, ...params },
  });
  const recent = await send(agent, getResult('Home/RecentAssessments', { filter: DEFAULT_FILTER, limit: 3 }));
  const rows = JSON.parse((JSON.parse(recent.text()) as { data: string }).data) as { facilityId: number }[];
  if (rows.length === 0) throw new Error('no recent assessments to take a facility from');
  const facilityIds = rows.map((row) => row.facilityId);

  const cases: BenchCase[] = [];
  for (const [name, path, body] of FACILITY_CALLS) {
    cases.push(await probe(agent, name, { method: 'POST', url: `${apiUrl}${path}`, headers, body }));
  }
  for (const [key, params] of pageQueries(facilityIds[0], facilityIds)) {
    cases.push(await probe(agent, key, getResult(key, params)));
  }
  cases.push(await summaryByHandle(discovery, getResult));
  cases.push(await appTogglesByIds(discovery, getResult));
  cases.push(
    await probe(agent, 'GET /public/facilities', {
      method: 'GET',
      url: `${apiUrl}/api/qps/public/facilities`,
      headers: {},
    }),
  );
  return cases;
}
