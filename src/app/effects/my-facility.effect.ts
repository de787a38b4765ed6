import { fromPromise } from 'xstate';
import { type FindMyFacilityInput, myFacilityMachine } from '../../../machines/my-facility';
import type { QpsClient } from '../../services/api';

/**
 * The facility user's facility: the server scopes every call to it (facilityUserFacilityId), so
 * the list of every facility the user may see holds exactly that one. No id is trusted from the client.
 */
export function createMyFacility(qps: Pick<QpsClient, 'listFacilities'>) {
  return myFacilityMachine.provide({
    actors: {
      findMyFacility: fromPromise<number | null, FindMyFacilityInput>(async ({ signal }) => {
        const page = await qps.listFacilities({ limit: 2 }, { signal });
        return page.total === 1 && page.items[0] ? page.items[0].id : null;
      }),
    },
  });
}
