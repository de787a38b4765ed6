import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  type SavedViewStep,
  selectIsOpeningSharedView,
  selectIsSavedViewsBusy,
  selectOwnViews,
  selectSavedViewIssue,
  selectSavedViewsStatus,
  selectSharedViews,
} from '../../../machines/saved-views';
import { useAppChild } from '../app-actor.context';

/**
 * The main frame's saved-views actor: spawned by the app actor at the first page of the main
 * layout (machines/app/app.frame.ts), which tells it every address and who is signed in where;
 * undefined before that. The router bridge follows its navigate requests.
 */
const useSavedViewsActor = () => useAppChild('savedViews');

/** What the saved-views control shows (nothing yet, not busy, until the frame's actor runs). */
export function useSavedViewsView() {
  const actor = useSavedViewsActor();
  return {
    status: useSelector(actor, (s) => (s ? selectSavedViewsStatus(s) : 'waiting')),
    busy: useSelector(actor, (s) => (s ? selectIsSavedViewsBusy(s) : false)),
    views: useSelector(actor, (s) => (s ? selectOwnViews(s) : NONE)),
    shared: useSelector(actor, (s) => (s ? selectSharedViews(s) : NONE)),
    issue: useSelector(actor, (s) => (s ? selectSavedViewIssue(s) : null)),
    openingShared: useSelector(actor, (s) => (s ? selectIsOpeningSharedView(s) : false)),
  };
}

const NONE: never[] = [];

/** Calls `onDone(name)` each time the machine finishes `step` (a form closes, the user is told). */
export function useSavedViewDone(step: SavedViewStep, onDone: (name: string) => void) {
  const actor = useSavedViewsActor();
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    const subscription = actor?.on('savedViews.done', (event) => {
      if (event.step === step) latest.current(event.name);
    });
    return () => subscription?.unsubscribe();
  }, [actor, step]);
}

/** What the user can ask of their saved views. */
export function useSavedViewsEvents() {
  const actor = useSavedViewsActor();
  return useMemo(
    () => ({
      save: (name: string) => actor?.send({ type: 'savedViews.save', name }),
      rename: (id: string, name: string) => actor?.send({ type: 'savedViews.rename', id, name }),
      setStartPage: (id: string, isStartPage: boolean) =>
        actor?.send({ type: 'savedViews.setStartPage', id, isStartPage }),
      remove: (id: string) => actor?.send({ type: 'savedViews.delete', id }),
      retry: () => actor?.send({ type: 'savedViews.retry' }),
      dismissIssue: () => actor?.send({ type: 'savedViews.dismissIssue' }),
    }),
    [actor],
  );
}
