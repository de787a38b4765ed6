import { assign, emit, setup } from 'xstate';
import { createView, deleteView, getView, listViews, updateView } from './saved-views.actors';
import {
  byName,
  changeOf,
  cleanName,
  isAtViewLimit,
  problemOf,
  startPageToOpen,
  withChangedView,
} from './saved-views.rules';
import type {
  SavedView,
  SavedViewProblem,
  SavedViewStep,
  SavedViewsContext,
  SavedViewsEmitted,
  SavedViewsEvent,
  SavedViewsInput,
} from './saved-views.types';

export type EventOf<T extends SavedViewsEvent['type']> = Extract<SavedViewsEvent, { type: T }>;

function isNameBlankEvent(event: SavedViewsEvent): boolean {
  return 'name' in event && cleanName(event.name) === '';
}

/** What the saved-views machine uses: its types, effects, actions and guards (the states are in saved-views.machine.ts). */
export const savedViewsSetup = setup({
  types: {
    context: {} as SavedViewsContext,
    events: {} as SavedViewsEvent,
    input: {} as SavedViewsInput,
    emitted: {} as SavedViewsEmitted,
  },
  actors: { listViews, createView, updateView, deleteView, getView },
  actions: {
    storeEnvironment: assign(({ event }) => ({
      environmentId: (event as EventOf<'savedViews.environmentChanged'>).environmentId,
      views: [],
      shared: [],
      issue: null,
    })),
    storePath: assign({ path: ({ event }) => (event as EventOf<'savedViews.addressChanged'>).path }),
    storeViews: assign({ views: (_, views: SavedView[]) => byName(views) }),
    considerStartPage: assign({ startPageConsidered: true }),
    announceDone: emit((_, params: { step: SavedViewStep; name: string }) => ({
      type: 'savedViews.done' as const,
      ...params,
    })),
    openView: emit((_, view: SavedView) => ({ type: 'savedViews.navigate' as const, path: view.path })),
    rememberOpening: assign({ openingId: ({ event }) => (event as EventOf<'savedViews.open'>).id }),
    forgetOpening: assign({ openingId: null }),
    rememberShared: assign({
      shared: ({ context }, view: SavedView) =>
        view.ownedByYou ? context.shared : withChangedView(context.shared, view),
    }),
    rememberChanging: assign(({ event }) => ({
      changingId: (event as EventOf<'savedViews.rename' | 'savedViews.setStartPage' | 'savedViews.delete'>)
        .id,
      change: changeOf(event),
    })),
    addView: assign({ views: ({ context }, view: SavedView) => byName([...context.views, view]) }),
    replaceView: assign({ views: ({ context }, view: SavedView) => withChangedView(context.views, view) }),
    removeView: assign({
      views: ({ context }) => context.views.filter((view) => view.id !== context.changingId),
    }),
    reportProblem: assign({
      issue: ({ event }, params: { step: SavedViewStep; problem: SavedViewProblem }) => ({
        ...params,
        viewId: 'id' in event ? event.id : undefined,
      }),
    }),
    reportFailure: assign({
      issue: ({ context }, params: { step: SavedViewStep; error: unknown }) => ({
        step: params.step,
        problem: problemOf(params.error),
        viewId: params.step === 'open' ? (context.openingId ?? undefined) : (context.changingId ?? undefined),
      }),
    }),
    clearIssue: assign({ issue: null }),
  },
  guards: {
    hasEnvironment: ({ event }) => (event as EventOf<'savedViews.environmentChanged'>).environmentId !== null,
    hasStartPageToOpen: ({ context }, views: SavedView[]) =>
      !context.startPageConsidered && startPageToOpen(views, context.openedAt, context.path) !== undefined,
    isNameBlank: ({ event }) => isNameBlankEvent(event),
    isAtViewLimit: ({ context }) => isAtViewLimit(context.views),
    isOpeningLink: ({ context }) => context.openingId !== null,
  },
});
