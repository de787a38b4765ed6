export type { WireFilter as WireFacilityFilter } from '../../../machines/filter/filter.types';
export { serverErrorMessage } from './call-failure';
export type { NamedOption } from './facility-calls';
export type { FacilityExportRequest } from '../../../contract/facility-list.schemas';
export type { PublicFacilityPageQuery } from './facility-selection-calls';
export { createQpsClient, type QpsClient } from './qps-client';
export type {
  CallOptions,
  QpsClientOptions,
  QpsLogger,
  QpsNotification,
  QpsSession,
} from './qps-client.types';
export { API_TIMEOUT_MS } from './qps-http';
export type { QueryParameters } from './query-calls';
export {
  parseQueryFirstRow,
  parseQueryRows,
  type QueryFirstRow,
  type QueryRows,
  type RawQueryResult,
} from './query-result.parse';
export {
  completeWithTenantConfiguration,
  fetchRuntimeConfig,
  fetchTenantConfiguration,
  loadRuntimeConfig,
  loadRuntimeConfigOrCopy,
} from './runtime-config';
export { isSignedIn } from './signed-in';
