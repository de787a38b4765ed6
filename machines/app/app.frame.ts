/**
 * The main frame's children (saved views, My facility): when they start, what they are told of
 * each address, and the watcher that tells them who is signed in where. Wiring, not I/O (like the
 * forwarder), so the watcher's real implementation lives here.
 */
import { fromCallback } from 'xstate';
import { selectCanEdit } from '../filter/filter.selectors';
import type { MyFacilityEvent } from '../my-facility/my-facility.types';
import { sharedViewIdOf } from '../saved-views/saved-views.rules';
import type { SavedViewsEvent } from '../saved-views/saved-views.types';
import { isFacilityUser, isUserSignedIn } from '../session/session.selectors';
import type { QapUser } from '../../contract/domain.types';
import { ROUTES, type RouteName } from '../shared/routes';
import { SYSTEM_IDS } from '../shared/system-ids';
import { type SystemLookup, watchSystem } from '../shared/watch-system';

/** Child key (and actor id, and system id) of the main frame's children. */
export const FRAME_IDS = [SYSTEM_IDS.savedViews, SYSTEM_IDS.myFacility, SYSTEM_IDS.documentDownload] as const;

/** A page of the main layout (not sign-in, not public): the first one opens the main frame; only there a shared link opens. */
export const isMainLayoutRoute = (routeName: RouteName | null): boolean =>
  routeName !== null && ROUTES[routeName].layout === 'main';

const searchOf = (address: string) => address.split('#', 1)[0].split('?')[1] ?? '';

/**
 * The view shared by link (`?view=<id>`) that an address asks to open: one that the address the
 * frame was last told did not already ask for (null = none, or the same link again).
 */
export function sharedViewToOpen(address: string, lastTold: string | null): string | null {
  const id = sharedViewIdOf(searchOf(address));
  return id !== null && id !== (lastTold === null ? null : sharedViewIdOf(searchOf(lastTold))) ? id : null;
}

type Snapshot = { context?: Record<string, unknown>; hasTag?(tag: string): boolean };

/** What the frame's children depend on, read from the session, environment and filter. */
export function frameInputsOf(get: SystemLookup) {
  const session = get(SYSTEM_IDS.session)?.getSnapshot() as Snapshot | undefined;
  const environment = get(SYSTEM_IDS.environment)?.getSnapshot() as Snapshot | undefined;
  const filter = get(SYSTEM_IDS.filter)?.getSnapshot() as Snapshot | undefined;
  const user = (session?.context?.user as QapUser | null | undefined) ?? null;
  const signedIn = isUserSignedIn(user);
  const environmentId = signedIn ? ((environment?.context?.selectedId as string | null) ?? null) : null;
  // Told once the filter is locked to their facility: that change writes the filter into the
  // address of the page opened, and the landing must come after it, not be undone by it.
  const filterLocked = filter?.hasTag
    ? !selectCanEdit(filter as unknown as Parameters<typeof selectCanEdit>[0])
    : false;
  return { environmentId, lockedFacilityUser: signedIn && isFacilityUser(user) && filterLocked };
}

/**
 * Watches the session, environment and filter and tells the frame's children when what they
 * depend on changes: saved views the signed-in environment, My facility whether a facility user
 * (their filter locked) is signed in where. Each is told at start and then on each change only.
 */
export const watchFrameInputs = fromCallback(({ system }) => {
  let toldViews: string | undefined;
  let toldFacility: string | undefined;
  return watchSystem(system, [SYSTEM_IDS.session, SYSTEM_IDS.environment, SYSTEM_IDS.filter], (get) => {
    const { environmentId, lockedFacilityUser } = frameInputsOf(get);
    if (toldViews !== JSON.stringify(environmentId)) {
      toldViews = JSON.stringify(environmentId);
      const event: SavedViewsEvent = { type: 'savedViews.environmentChanged', environmentId };
      get(SYSTEM_IDS.savedViews)?.send(event);
    }
    if (toldFacility !== JSON.stringify([lockedFacilityUser, environmentId])) {
      toldFacility = JSON.stringify([lockedFacilityUser, environmentId]);
      const event: MyFacilityEvent = {
        type: 'myFacility.userChanged',
        isFacilityUser: lockedFacilityUser,
        environmentId,
      };
      get(SYSTEM_IDS.myFacility)?.send(event);
    }
  });
});
