import type { SavedView, SavedViewsContext } from '../../../machines/saved-views/saved-views.types';
import { awaitingAnswerOf, type OracleView, type StateOracles, startedWith } from '../oracle';

/**
 * Saved views (docs/ui.md "Saved views"): listed per environment; one step at a
 * time; a refused step keeps its reason for the UI; the start page opens once, and only when the
 * portal was opened at its plain root and the user is still there.
 */
type View = OracleView<SavedViewsContext>;

const aSave = { type: 'savedViews.save', name: 'Another' };
const busy = ({ tags }: View) => tags.has('busy');
const aDelete = { type: 'savedViews.delete', id: 'sv_x' };
const aRename = { type: 'savedViews.rename', id: 'sv_x', name: 'Renamed' };
const aStartPage = { type: 'savedViews.setStartPage', id: 'sv_x', isStartPage: true };
const aLink = { type: 'savedViews.open', id: 'sv_y' };
const oneStepAtATime = ({ can }: View) => !can(aSave) && !can(aDelete);
const navigations = ({ emittedNow }: View) =>
  emittedNow.filter((event) => event.type === 'savedViews.navigate');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const asks = (id: string, input: (view: View) => unknown) => (view: View) =>
  startedWith(view.startedNow, id, input(view));
const output = (view: View) =>
  (view.event as { output?: { id?: string; name?: string; path?: string } }).output;

/**
 * A state running the effect `id` takes its answer and its refusal (a lost `onDone`/`onError`
 * would leave the step hanging), and is left once either arrives.
 */
const answerAwaited = (id: string, output: unknown) => ({
  ...awaitingAnswerOf<SavedViewsContext>(id),
  [`takes the answer of ${id} and its refusal`]: ({ can }: View) =>
    can({ type: `xstate.done.actor.${id}`, output } as never) &&
    can({ type: `xstate.error.actor.${id}`, error: { problem: 'failed' } } as never),
});

/** What holds after these events whatever the state. */
const everywhere = {
  'signed out or another environment: the views of the one before are gone': ({ event, context }: View) =>
    event.type !== 'savedViews.environmentChanged' ||
    (context.environmentId === (event as { environmentId?: string | null }).environmentId &&
      context.views.length === 0 &&
      context.shared.length === 0 &&
      context.issue === null),
  'the address the user moved to is the one a save keeps': ({ event, context }: View) =>
    event.type !== 'savedViews.addressChanged' || context.path === (event as { path?: string }).path,
  'a shared link is kept until it opens': ({ event, context }: View) =>
    event.type !== 'savedViews.open' || context.openingId === (event as { id?: string }).id,
  'closing the message drops it': ({ event, context }: View) =>
    event.type !== 'savedViews.dismissIssue' || context.issue === null,
};

/** A step the user asked for starts with the message of the step before gone. */
const startsWithoutOldMessage =
  (...types: string[]) =>
  ({ event, context }: View) =>
    !types.includes(event.type) || context.issue === null;

const isBlank = (event: { name?: string }) => String(event.name).trim() === '';

export const savedViewsOracles: StateOracles<SavedViewsContext> = {
  waiting: {
    ...everywhere,
    'starts with nothing listed, asked, changed or refused, at the address the portal opened at': ({
      event,
      context,
    }) =>
      event.type !== 'xstate.init' ||
      (context.environmentId === null &&
        context.path === context.openedAt &&
        typeof context.openedAt === 'string' &&
        !context.startPageConsidered &&
        context.openingId === null &&
        context.changingId === null &&
        context.change === null &&
        context.issue === null),
    'holds no views of any environment': ({ context }) =>
      context.views.length === 0 && context.shared.length === 0,
    'nothing can be saved': ({ can }) => !can(aSave),
    'is not busy': (view) => !busy(view),
  },
  loading: {
    ...everywhere,
    ...answerAwaited('listViews', []),
    'is busy': busy,
    'loads for a selected environment': ({ context }) => context.environmentId !== null,
    'one step at a time': oneStepAtATime,
  },
  failed: {
    ...everywhere,
    'says the list failed': ({ tags }) => tags.has('error'),
    'offers a retry': ({ can }) => can({ type: 'savedViews.retry' }),
  },
  ready: {
    ...everywhere,
    'is not busy': (view) => !busy(view),
    'offers every step on a listed view': ({ can }) =>
      can(aRename) && can(aStartPage) && can(aDelete) && can(aLink),
    // A refusal (blank name, the view limit) is the only way to stay here after asking.
    'a step the user asked for with what it needs starts': ({ event, before }) => {
      const named = !isBlank(event as { name?: string });
      const starts: Record<string, boolean> = {
        'savedViews.save': named && before.views.length < 100,
        'savedViews.rename': named,
        'savedViews.setStartPage': true,
        'savedViews.delete': true,
        'savedViews.open': true,
      };
      return !starts[event.type];
    },
    'a save beyond the view limit is refused as too many, before asking the server': ({
      event,
      before,
      context,
      startedNow,
    }) =>
      event.type !== 'savedViews.save' ||
      isBlank(event as { name?: string }) ||
      before.views.length < 100 ||
      (context.issue?.step === 'save' &&
        context.issue.problem === 'tooMany' &&
        !startedNow.some((child) => child.id === 'createView')),
    'the start page of the first list opens when the portal was opened at its plain root and is still there':
      (view) =>
        view.event.type !== 'xstate.done.actor.listViews' ||
        view.before.startPageConsidered ||
        !['/', '/home'].includes(view.context.openedAt) ||
        view.before.path !== view.context.openedAt ||
        !(output(view) as unknown as SavedView[]).some((saved) => saved.isStartPage) ||
        same(
          navigations(view).map((event) => (event as { path?: string }).path),
          (output(view) as unknown as SavedView[])
            .filter((saved) => saved.isStartPage)
            .map((saved) => saved.path),
        ),
    'the start page is considered once per visit, with the first list': ({ event, context }) =>
      event.type !== 'xstate.done.actor.listViews' || context.startPageConsidered,
    "another user's view opened by link joins the shared views; the user's own does not": (view) => {
      if (view.event.type !== 'xstate.done.actor.getView') return true;
      const opened = output(view) as unknown as SavedView;
      return opened.ownedByYou
        ? same(view.context.shared, view.before.shared)
        : view.context.shared.some((saved) => same(saved, opened));
    },
    'the list loaded': ({ context }) => context.environmentId !== null,
    'no shared link is left waiting': ({ context }) => context.openingId === null,
    'the start page opened only for the plain root, still shown, and only once': (view) =>
      navigations(view).length === 0 ||
      view.event.type !== 'xstate.done.actor.listViews' ||
      (!view.before.startPageConsidered &&
        (view.context.openedAt === '/' || view.context.openedAt === '/home') &&
        view.context.path === view.context.openedAt &&
        navigations(view).every(
          (event) =>
            (event as { path?: string }).path === view.context.views.find((saved) => saved.isStartPage)?.path,
        )),
    'a blank name is refused with its reason': ({ event, context }) =>
      !(event.type === 'savedViews.save' || event.type === 'savedViews.rename') ||
      String((event as { name?: string }).name).trim() !== '' ||
      context.issue?.problem === 'nameRequired',
    'a refused step keeps why, and which step it was': ({ event, before, context }) => {
      if (!event.type.startsWith('xstate.error.actor.')) return true;
      const changeStep = before.change && 'name' in before.change ? 'rename' : 'startPage';
      const step = {
        'xstate.error.actor.createView': 'save',
        'xstate.error.actor.updateView': changeStep,
        'xstate.error.actor.deleteView': 'delete',
        'xstate.error.actor.getView': 'open',
      }[event.type];
      return context.issue !== null && context.issue.step === step;
    },
    'a blank name is refused for the step the user tried': ({ event, context }) =>
      !(event.type === 'savedViews.save' || event.type === 'savedViews.rename') ||
      String((event as { name?: string }).name).trim() !== '' ||
      context.issue?.step === (event.type === 'savedViews.save' ? 'save' : 'rename'),
    'a step that worked is announced with the name of its view': ({ event, before, emittedNow }) => {
      const step = {
        'xstate.done.actor.createView': 'save',
        'xstate.done.actor.updateView': before.change && 'name' in before.change ? 'rename' : 'startPage',
        'xstate.done.actor.deleteView': 'delete',
      }[event.type];
      // A view deleted elsewhere meanwhile has no name left to announce.
      if (!step || (step === 'delete' && !before.views.some((saved) => saved.id === before.changingId)))
        return true;
      const name =
        step === 'delete'
          ? before.views.find((saved) => saved.id === before.changingId)?.name
          : (event as { output?: { name?: string } }).output?.name;
      return emittedNow.some(
        (emitted) =>
          emitted.type === 'savedViews.done' &&
          (emitted as { step?: string }).step === step &&
          (emitted as { name?: string }).name === name,
      );
    },
    'a saved or changed view is in the list as the server answered it': (view) =>
      (view.event.type !== 'xstate.done.actor.createView' &&
        view.event.type !== 'xstate.done.actor.updateView') ||
      view.context.views.some((saved) => same(saved, output(view))),
    'a deleted view leaves the list': ({ event, before, context }) =>
      event.type !== 'xstate.done.actor.deleteView' ||
      !context.views.some((saved) => saved.id === before.changingId),
    'a view opened by link is shown': (view) =>
      view.event.type !== 'xstate.done.actor.getView' ||
      navigations(view).some((event) => (event as { path?: string }).path === output(view)?.path),
  },
  saving: {
    ...everywhere,
    ...answerAwaited('createView', { id: 'sv_new', name: 'New' }),
    'starts without the message of the step before': startsWithoutOldMessage('savedViews.save'),
    'is busy': busy,
    'one step at a time': oneStepAtATime,
    'saves the address the user is on under the name given, trimmed': (view) =>
      view.event.type !== 'savedViews.save' ||
      asks('createView', ({ event, context }) => ({
        name: String((event as { name?: string }).name).trim(),
        path: context.path,
      }))(view),
  },
  changing: {
    ...everywhere,
    ...answerAwaited('updateView', { id: 'sv_x', name: 'Renamed' }),
    'starts without the message of the step before': startsWithoutOldMessage(
      'savedViews.rename',
      'savedViews.setStartPage',
    ),
    'is busy': busy,
    'one step at a time': oneStepAtATime,
    'changes the asked view as asked': ({ event, context }) => {
      if (event.type === 'savedViews.rename')
        return (
          context.changingId === (event as { id?: string }).id &&
          context.change !== null &&
          'name' in context.change
        );
      if (event.type === 'savedViews.setStartPage')
        return (
          context.changingId === (event as { id?: string }).id &&
          context.change !== null &&
          'isStartPage' in context.change
        );
      return context.changingId !== null && context.change !== null;
    },
    'asks the server to change that view': (view) =>
      (view.event.type !== 'savedViews.rename' && view.event.type !== 'savedViews.setStartPage') ||
      asks('updateView', ({ context }) => ({ id: context.changingId, change: context.change }))(view),
  },
  deleting: {
    ...everywhere,
    ...answerAwaited('deleteView', undefined),
    'starts without the message of the step before': startsWithoutOldMessage('savedViews.delete'),
    'is busy': busy,
    'one step at a time': oneStepAtATime,
    'deletes the asked view': ({ event, context }) =>
      event.type !== 'savedViews.delete' || context.changingId === (event as { id?: string }).id,
    'asks the server to delete that view': (view) =>
      view.event.type !== 'savedViews.delete' ||
      asks('deleteView', ({ context }) => ({ id: context.changingId }))(view),
  },
  opening: {
    ...everywhere,
    ...answerAwaited('getView', { id: 'sv_y', path: '/network', ownedByYou: false }),
    // From ready (no link was waiting): a link that waited for the list keeps the earlier step's message.
    'starts without the message of the step before': ({ event, before, context }) =>
      event.type !== 'savedViews.open' || before.openingId !== null || context.issue === null,
    'is busy': busy,
    'opens the linked view': ({ context }) => context.openingId !== null,
    'asks the server for the linked view': (view) =>
      !(
        (view.event.type === 'savedViews.open' && view.before.openingId === null) ||
        view.event.type === 'xstate.done.actor.listViews'
      ) || asks('getView', ({ context }) => ({ id: context.openingId }))(view),
    'one step at a time': oneStepAtATime,
  },
};
