import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  type SavedViewStep,
  type savedViewsMachine,
  selectIsOpeningSharedView,
  selectIsSavedViewsBusy,
  selectOwnViews,
  selectSavedViewIssue,
  selectSavedViewsStatus,
  selectSharedViews,
  sharedViewIdOf,
} from '../../../machines/saved-views';
import { useAppServices } from '../app-services.context';
import { type AddressEvents, useActorFollowsAddress, useAddressPath } from './address-actor.hooks';
import { useEnvironmentView } from './environment.hooks';
import { useSessionView } from './session.hooks';

type SavedViewsActor = ActorRefFrom<typeof savedViewsMachine>;

const SavedViewsContext = createContext<SavedViewsActor | null>(null);

const SAVED_VIEWS_ADDRESS: AddressEvents<SavedViewsActor> = {
  addressChanged: (path) => ({ type: 'savedViews.addressChanged', path }),
  navigate: 'savedViews.navigate',
};

/**
 * The main frame's saved-views actor: created with the address the frame opened at (the start
 * page rule), told every address and the signed-in environment, asked to open `?view=<id>`; its
 * navigate requests replace the current address.
 */
export function SavedViewsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const path = useAddressPath();
  const { status } = useSessionView();
  const { selectedId } = useEnvironmentView();
  const actor = useActorRef(useAppServices().savedViews, { input: { openedAt: path } });
  const environmentId = status === 'signedIn' ? selectedId : null;

  useEffect(
    () => actor.send({ type: 'savedViews.environmentChanged', environmentId }),
    [actor, environmentId],
  );
  useActorFollowsAddress(actor, path, SAVED_VIEWS_ADDRESS);
  const sharedId = sharedViewIdOf(location.search);
  useEffect(() => {
    if (sharedId) actor.send({ type: 'savedViews.open', id: sharedId });
  }, [actor, sharedId]);

  return <SavedViewsContext.Provider value={actor}>{children}</SavedViewsContext.Provider>;
}

function useSavedViewsActor(): SavedViewsActor {
  const actor = useContext(SavedViewsContext);
  if (!actor) throw new Error('useSavedViews needs a SavedViewsProvider above it.');
  return actor;
}

/** What the saved-views control shows. */
export function useSavedViewsView() {
  const actor = useSavedViewsActor();
  return {
    status: useSelector(actor, selectSavedViewsStatus),
    busy: useSelector(actor, selectIsSavedViewsBusy),
    views: useSelector(actor, selectOwnViews),
    shared: useSelector(actor, selectSharedViews),
    issue: useSelector(actor, selectSavedViewIssue),
    openingShared: useSelector(actor, selectIsOpeningSharedView),
  };
}

/** Calls `onDone(name)` each time the machine finishes `step` (a form closes, the user is told). */
export function useSavedViewDone(step: SavedViewStep, onDone: (name: string) => void) {
  const actor = useSavedViewsActor();
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    const subscription = actor.on('savedViews.done', (event) => {
      if (event.step === step) latest.current(event.name);
    });
    return () => subscription.unsubscribe();
  }, [actor, step]);
}

/** What the user can ask of their saved views. */
export function useSavedViewsEvents() {
  const actor = useSavedViewsActor();
  return useMemo(
    () => ({
      save: (name: string) => actor.send({ type: 'savedViews.save', name }),
      rename: (id: string, name: string) => actor.send({ type: 'savedViews.rename', id, name }),
      setStartPage: (id: string, isStartPage: boolean) =>
        actor.send({ type: 'savedViews.setStartPage', id, isStartPage }),
      remove: (id: string) => actor.send({ type: 'savedViews.delete', id }),
      retry: () => actor.send({ type: 'savedViews.retry' }),
      dismissIssue: () => actor.send({ type: 'savedViews.dismissIssue' }),
    }),
    [actor],
  );
}
