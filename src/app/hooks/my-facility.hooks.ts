import { useSelector } from '@xstate/react';
import { selectIsFindingMyFacility, selectMyFacilityId } from '../../../machines/my-facility/my-facility.selectors';
import { isFacilityUser } from '../../../machines/session/session.selectors';
import { useAppChild } from '../app-actor.context';
import { useSessionView } from './session.hooks';

/**
 * Whether a facility user is signed in, and their facility's id once known (finding meanwhile).
 * The my-facility actor is spawned by the app actor at the first page of the main layout
 * (machines/app/app.frame.ts), which tells it every address and who is signed in where.
 */
export function useMyFacility(): { isFacilityUser: boolean; facilityId: number | null; finding: boolean } {
  const actor = useAppChild('myFacility');
  const { status, user } = useSessionView();
  const facilityId = useSelector(actor, (s) => (s ? selectMyFacilityId(s) : null));
  const finding = useSelector(actor, (s) => (s ? selectIsFindingMyFacility(s) : false));
  return { isFacilityUser: status === 'signedIn' && isFacilityUser(user), facilityId, finding };
}
