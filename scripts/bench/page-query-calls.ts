import type { Queryable } from '../../server/db/database';
import { contractData, facetOptions, surveys } from '../../server/queries/facility-lists';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import type { QueryKey } from '../../contract/query.schemas';

/** One page query as the API runs it: its query function over a connection (no HTTP, no answer cache). */
export interface PageQueryCall {
  name: string;
  run: (db: Queryable) => Promise<unknown>;
}

/** The portal's default filter: active facilities. */
const filter = { activeStates: [true] };

/**
 * The page queries of an analyst's walk with the default filter, facility ones on `facilityIds[0]`,
 * and two floors: a statement with no table, and the lightest routed one (one row of a distributed
 * table by its environment), which on Citus is the coordinator's hop to a worker and nothing else.
 */
export function pageQueryCalls(environmentId: string, facilityIds: number[]): PageQueryCall[] {
  const scope = { environmentId };
  const facilityId = facilityIds[0];
  const keys: [QueryKey, Record<string, unknown>][] = [
    ['General/AppToggles', { filter }],
    ['General/SyncProgress', {}],
    ['General/FacilityCategories', {}],
    ['Home/Summary', { filter }],
    ['Home/RecentAssessments', { filter, limit: 10 }],
    ['Network/Aggregates', { filter, groupBy: 'region' }],
    ['YearlyPerformance/Overall', { filter }],
    ['YearlyPerformance/ServiceElements', { filter }],
    ['FacilityNumbers/Counts', { filter }],
    ['FacilityNumbers/Pivot', { filter, rows: 'region', columns: 'level' }],
    ['Benchmarking/Peers', { filter, facilityId, peerGroup: 'network' }],
    ['BenchmarkingV2/Comparison', { filter, facilityIds }],
    ['Facility/Details', { facilityId }],
    ['Facility/AssessmentHistory', { facilityId }],
    ['MomCare/Indicators', { facilityId }],
  ];
  return [
    { name: 'floor: SELECT 1', run: (db) => db.query('SELECT 1') },
    {
      name: 'floor: one routed row',
      run: (db) =>
        db.query('SELECT environment_id FROM data_versions WHERE environment_id = $1', [environmentId]),
    },
    ...keys.map(([key, params]) => ({
      name: key,
      run: (db: Queryable) => QUERY_REGISTRY[key].run({ db, scope, params: params as never }),
    })),
    { name: 'options: contracts', run: (db) => contractData(db, scope, filter) },
    { name: 'options: surveys', run: (db) => surveys(db, scope) },
    { name: 'options: districts', run: (db) => facetOptions(db, scope, filter, 'district') },
  ];
}
