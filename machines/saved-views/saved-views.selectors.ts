import type { SnapshotFrom } from 'xstate';
import type { savedViewsMachine } from './saved-views.machine';
import type { SavedView, SavedViewIssue } from './saved-views.types';

type SavedViewsSnapshot = SnapshotFrom<typeof savedViewsMachine>;

export type SavedViewsStatus = 'waiting' | 'loading' | 'failed' | 'ready';

/** What the list shows: nothing to show yet, loading, failed with a retry, or the views. */
export const selectSavedViewsStatus = (snapshot: SavedViewsSnapshot): SavedViewsStatus => {
  if (snapshot.matches('waiting')) return 'waiting';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'ready';
};

/** A step (save, rename, start page, delete, open) is running: its controls wait. */
export const selectIsSavedViewsBusy = (snapshot: SavedViewsSnapshot): boolean => snapshot.hasTag('busy');

export const selectOwnViews = (snapshot: SavedViewsSnapshot): SavedView[] => snapshot.context.views;

export const selectSharedViews = (snapshot: SavedViewsSnapshot): SavedView[] => snapshot.context.shared;

export const selectSavedViewIssue = (snapshot: SavedViewsSnapshot): SavedViewIssue | null =>
  snapshot.context.issue;

/** A shared link is being opened (its view is asked for, or waits for the list). */
export const selectIsOpeningSharedView = (snapshot: SavedViewsSnapshot): boolean =>
  snapshot.matches('opening') || snapshot.context.openingId !== null;
