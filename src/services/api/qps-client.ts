import { createFacilityCalls } from './facility-calls';
import { createFacilitySelectionCalls } from './facility-selection-calls';
import type { QpsClientOptions } from './qps-client.types';
import { createQpsHttp } from './qps-http';
import { createQueryCalls } from './query-calls';
import { createSavedViewCalls } from './saved-view-calls';
import { createSessionCalls } from './session-calls';

/** One typed function per QPS call of spec section 7. Plain promises: no knowledge of XState. */
export function createQpsClient(options: QpsClientOptions) {
  const http = createQpsHttp(options);
  return {
    ...createSessionCalls(http),
    ...createFacilityCalls(http),
    ...createFacilitySelectionCalls(http),
    ...createQueryCalls(http, options.getSession, options.logger ?? console),
    ...createSavedViewCalls(http),
    forgetRememberedAnswers: http.forgetRememberedAnswers,
  };
}

export type QpsClient = ReturnType<typeof createQpsClient>;
