import { cleanName, stepOfChange } from './saved-views.rules';
import { type EventOf, savedViewsSetup } from './saved-views.setup';
import type { SavedView, SavedViewChange, SavedViewStep } from './saved-views.types';

/** A refused step: back to ready with the problem kept (each use writes its `description` beside it). */
const refused = (step: SavedViewStep) => ({
  target: 'ready' as const,
  actions: {
    type: 'reportFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ step, error: event.error }),
  },
});

/**
 * The user's saved views in the selected environment: waiting (no environment) -> loading ->
 * ready, where one step at a time runs (saving, changing: a rename or the start page, deleting, opening a
 * shared view). A refused step returns to ready with the problem kept for the UI. When the views
 * first arrive, the start page opens if the portal was opened at its plain root.
 */
export const savedViewsMachine = savedViewsSetup.createMachine({
  id: 'savedViews',
  description:
    "The user's saved views in the environment: listed, saved, renamed, deleted, one made the start page, shared by link.",
  context: ({ input }) => ({
    environmentId: null,
    views: [],
    shared: [],
    path: input.openedAt,
    openedAt: input.openedAt,
    startPageConsidered: false,
    openingId: null,
    changingId: null,
    change: null,
    issue: null,
  }),
  on: {
    'savedViews.environmentChanged': [
      {
        guard: 'hasEnvironment',
        target: '.loading',
        description: "An environment is selected: the user's views in it load.",
        actions: 'storeEnvironment',
      },
      {
        target: '.waiting',
        description: 'Signed out or no environment: no views.',
        actions: 'storeEnvironment',
      },
    ],
    'savedViews.addressChanged': {
      description: 'The user moved: this is the view a save would keep.',
      actions: 'storePath',
    },
    'savedViews.open': {
      description: 'A shared link arrived before the views: it opens once they are there.',
      actions: 'rememberOpening',
    },
    'savedViews.dismissIssue': { description: 'The user closed the message.', actions: 'clearIssue' },
  },
  initial: 'waiting',
  states: {
    waiting: { description: 'Nobody is signed in, or no environment is selected yet.' },
    loading: {
      description: "Asking the server for the user's views in the environment.",
      tags: ['busy'],
      invoke: {
        id: 'listViews',
        src: 'listViews',
        onDone: [
          {
            guard: { type: 'hasStartPageToOpen', params: ({ event }) => event.output },
            target: 'ready',
            description: 'The portal was opened at its plain root and a start page is set: it opens instead.',
            actions: [
              { type: 'storeViews', params: ({ event }) => event.output },
              'considerStartPage',
              {
                type: 'openView',
                params: ({ event }) => event.output.find((view) => view.isStartPage) as SavedView,
              },
            ],
          },
          {
            target: 'ready',
            description: 'The views arrived and are listed; the user stays on the page they are on.',
            actions: [{ type: 'storeViews', params: ({ event }) => event.output }, 'considerStartPage'],
          },
        ],
        onError: {
          target: 'failed',
          description: 'The views could not be loaded: the list says so with a retry.',
        },
      },
    },
    failed: {
      description: 'The views could not be loaded: the list says so with a retry.',
      tags: ['error'],
      on: { 'savedViews.retry': { target: 'loading', description: 'The user asked to load again.' } },
    },
    ready: {
      description:
        'The views are listed; the user may save, rename, delete, choose the start page or open a link.',
      always: {
        guard: 'isOpeningLink',
        target: 'opening',
        description: 'A shared link is waiting: it opens now.',
      },
      on: {
        'savedViews.save': [
          {
            guard: 'isNameBlank',
            description: 'No name given: refused.',
            actions: { type: 'reportProblem', params: { step: 'save', problem: 'nameRequired' } },
          },
          {
            guard: 'isAtViewLimit',
            description: 'The user has as many views as allowed: refused.',
            actions: { type: 'reportProblem', params: { step: 'save', problem: 'tooMany' } },
          },
          {
            target: 'saving',
            description: 'The current address is saved under the name.',
            actions: 'clearIssue',
          },
        ],
        'savedViews.rename': [
          {
            guard: 'isNameBlank',
            description: 'No name given: refused.',
            actions: { type: 'reportProblem', params: { step: 'rename', problem: 'nameRequired' } },
          },
          {
            target: 'changing',
            description: 'The view is renamed on the server.',
            actions: ['rememberChanging', 'clearIssue'],
          },
        ],
        'savedViews.setStartPage': {
          target: 'changing',
          description:
            'The user made the view the start page, or stopped using it as one: the server is told.',
          actions: ['rememberChanging', 'clearIssue'],
        },
        'savedViews.delete': {
          target: 'deleting',
          description: 'The user confirmed the deletion: the server deletes the view.',
          actions: ['rememberChanging', 'clearIssue'],
        },
        'savedViews.open': {
          target: 'opening',
          description: 'A shared link (?view=) was opened while the views are listed: it opens now.',
          actions: ['rememberOpening', 'clearIssue'],
        },
      },
    },
    saving: {
      description: 'Saving the current address under the name.',
      tags: ['busy'],
      invoke: {
        id: 'createView',
        src: 'createView',
        input: ({ context, event }) => ({
          name: cleanName((event as EventOf<'savedViews.save'>).name),
          path: context.path,
        }),
        onDone: {
          target: 'ready',
          description: 'Saved: the view joins the list, the form clears and the user is told.',
          actions: [
            { type: 'addView', params: ({ event }) => event.output },
            {
              type: 'announceDone',
              params: ({ event }) => ({ step: 'save' as const, name: event.output.name }),
            },
          ],
        },
        onError: {
          ...refused('save'),
          description:
            'The server refused the save (for example the name is taken): the reason shows under the field.',
        },
      },
    },
    changing: {
      description: 'Renaming a view, or making it the start page (the others stop being it) or unmaking it.',
      tags: ['busy'],
      invoke: {
        id: 'updateView',
        src: 'updateView',
        input: ({ context }) => ({
          id: context.changingId as string,
          change: context.change as SavedViewChange,
        }),
        onDone: {
          target: 'ready',
          description: 'Changed: the list shows the new name or start page, and the user is told.',
          actions: [
            { type: 'replaceView', params: ({ event }) => event.output },
            {
              type: 'announceDone',
              params: ({ context, event }) => ({
                step: stepOfChange(context.change),
                name: event.output.name,
              }),
            },
          ],
        },
        onError: {
          target: 'ready',
          description: 'The server refused the change (name taken, not found, failed): the row says why.',
          actions: {
            type: 'reportFailure',
            params: ({ context, event }) => ({ step: stepOfChange(context.change), error: event.error }),
          },
        },
      },
    },
    deleting: {
      description: 'Deleting a view.',
      tags: ['busy'],
      invoke: {
        id: 'deleteView',
        src: 'deleteView',
        input: ({ context }) => ({ id: context.changingId as string }),
        onDone: {
          target: 'ready',
          description: 'Deleted: the view leaves the list and the user is told.',
          actions: [
            {
              type: 'announceDone',
              params: ({ context }) => ({
                step: 'delete' as const,
                name: context.views.find((view) => view.id === context.changingId)?.name ?? '',
              }),
            },
            'removeView',
          ],
        },
        onError: {
          ...refused('delete'),
          description: 'The server refused the deletion (not found, not allowed, failed): the row says why.',
        },
      },
    },
    opening: {
      description:
        'Asking the server for a view shared by link; it opens when it is one of this environment.',
      tags: ['busy'],
      invoke: {
        id: 'getView',
        src: 'getView',
        input: ({ context }) => ({ id: context.openingId as string }),
        onDone: {
          target: 'ready',
          description:
            'The view is there: the portal shows it, and a view of another user joins "shared with me".',
          actions: [
            { type: 'rememberShared', params: ({ event }) => event.output },
            { type: 'openView', params: ({ event }) => event.output },
            'forgetOpening',
          ],
        },
        onError: {
          target: 'ready',
          description: 'Not found, or not shared in this environment: the user is told, nothing is shown.',
          actions: [
            { type: 'reportFailure', params: ({ event }) => ({ step: 'open' as const, error: event.error }) },
            'forgetOpening',
          ],
        },
      },
    },
  },
});
