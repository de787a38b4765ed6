import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type myFacilityMachine,
  selectIsFindingMyFacility,
  selectMyFacilityId,
} from '../../../machines/my-facility';
import { selectCanEdit } from '../../../machines/filter';
import { isFacilityUser } from '../../../machines/session/session.selectors';
import { useAppChild } from '../app-actor.context';
import { useAppServices } from '../app-services.context';
import { type AddressEvents, useActorFollowsAddress, useAddressPath } from './address-actor.hooks';
import { useEnvironmentView } from './environment.hooks';
import { useSessionView } from './session.hooks';

type MyFacilityActor = ActorRefFrom<typeof myFacilityMachine>;

const MyFacilityContext = createContext<MyFacilityActor | null>(null);

const MY_FACILITY_ADDRESS: AddressEvents<MyFacilityActor> = {
  addressChanged: (path) => ({ type: 'myFacility.addressChanged', path }),
  navigate: 'myFacility.navigate',
};

/**
 * The main frame's my-facility actor (issue 15 item 8): created with the address the frame opened
 * at (the landing rule), told every address and who is signed in where; its navigate request
 * replaces the current address.
 */
export function MyFacilityProvider({ children }: { children: ReactNode }) {
  const path = useAddressPath();
  const { status } = useSessionView();
  const signedInFacilityUser = useIsSignedInFacilityUser();
  const { selectedId } = useEnvironmentView();
  const actor = useActorRef(useAppServices().myFacility, { input: { openedAt: path } });
  // Told once the filter is locked to their facility: that change writes the filter into the
  // address of the page opened, and the landing must come after it, not be undone by it.
  const filterActor = useAppChild('filter');
  const filterLocked = useSelector(filterActor, (s) => (s ? !selectCanEdit(s) : false));
  const lockedFacilityUser = signedInFacilityUser && filterLocked;
  const environmentId = status === 'signedIn' ? selectedId : null;

  useEffect(
    () => actor.send({ type: 'myFacility.userChanged', isFacilityUser: lockedFacilityUser, environmentId }),
    [actor, lockedFacilityUser, environmentId],
  );
  useActorFollowsAddress(actor, path, MY_FACILITY_ADDRESS);

  return <MyFacilityContext.Provider value={actor}>{children}</MyFacilityContext.Provider>;
}

/** A facility user (FacilityUser type) is signed in. */
function useIsSignedInFacilityUser(): boolean {
  const { status, user } = useSessionView();
  return status === 'signedIn' && isFacilityUser(user);
}

/** Whether a facility user is signed in, and their facility's id once known (finding meanwhile). */
export function useMyFacility(): { isFacilityUser: boolean; facilityId: number | null; finding: boolean } {
  // A page shown outside the main frame (a page's own test) has no facility to link to.
  const actor = useContext(MyFacilityContext) ?? undefined;
  const signedInFacilityUser = useIsSignedInFacilityUser();
  const facilityId = useSelector(actor, (s) => (s ? selectMyFacilityId(s) : null));
  const finding = useSelector(actor, (s) => (s ? selectIsFindingMyFacility(s) : false));
  return { isFacilityUser: signedInFacilityUser, facilityId, finding };
}
