import type { SnapshotFrom } from 'xstate';
import type { myFacilityMachine } from './my-facility.machine';

type MyFacilitySnapshot = SnapshotFrom<typeof myFacilityMachine>;

/** The facility user's facility id, or null (anyone else, or not known yet). */
export const selectMyFacilityId = (snapshot: MyFacilitySnapshot): number | null =>
  snapshot.context.facilityId;

/** The facility is being looked up (a facility user's Home waits rather than saying it is missing). */
export const selectIsFindingMyFacility = (snapshot: MyFacilitySnapshot): boolean =>
  snapshot.matches('finding');
