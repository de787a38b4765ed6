import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type CreateViewInput,
  type SavedView,
  type SavedViewFailure,
  type SavedViewsEmitted,
  savedViewsMachine,
  selectSavedViewsStatus,
  type UpdateViewInput,
  type ViewIdInput,
} from '../../../machines/saved-views';

/** The saved-views machine with a fake server, for its unit tests. */
export const view = (id: string, name: string, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  name,
  path: `/benchmarking?view-of=${id}`,
  isStartPage: false,
  ownedByYou: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});
export const refusal = (problem: SavedViewFailure['problem']): SavedViewFailure => ({ problem });

interface FakeServer {
  list?: SavedView[] | (() => SavedView[]);
  create?: (input: CreateViewInput) => SavedView;
  update?: (input: UpdateViewInput) => SavedView;
  remove?: (input: ViewIdInput) => void;
  get?: (input: ViewIdInput) => SavedView;
}

/** One turn of the event loop. The fake server answers after one, so a machine caught in a loop never starves the test. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits a few turns (each fake answer takes one) for the machine to get there, and fails at once
 * if it does not: a machine that stopped or loops fails the test in milliseconds, not at a timeout.
 */
export async function settles(
  actor: { getSnapshot: () => SnapshotFrom<typeof savedViewsMachine> },
  isThere: (snapshot: SnapshotFrom<typeof savedViewsMachine>) => boolean,
): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    if (isThere(actor.getSnapshot())) return;
    await nextTurn();
  }
  throw new Error(`the saved views did not get there: ${JSON.stringify(actor.getSnapshot().value)}`);
}

/** A saved-views actor opened at `openedAt`, its effects answered by the fake `server`. */
export function startSavedViews(openedAt: string, server: FakeServer = {}) {
  const calls: { step: string; input: unknown }[] = [];
  const effect = <I, O>(step: string, run: (input: I) => O) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ step, input });
      await nextTurn();
      return run(input);
    });
  const machine = savedViewsMachine.provide({
    actors: {
      listViews: effect('list', () =>
        typeof server.list === 'function' ? server.list() : (server.list ?? []),
      ),
      createView: effect(
        'create',
        (input: CreateViewInput) => server.create?.(input) ?? view('sv_new', input.name),
      ),
      updateView: effect('update', (input: UpdateViewInput) => {
        if (!server.update) throw refusal('failed');
        return server.update(input);
      }),
      deleteView: effect('delete', (input: ViewIdInput) => server.remove?.(input)),
      getView: effect('get', (input: ViewIdInput) => {
        if (!server.get) throw refusal('notFound');
        return server.get(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { openedAt } });
  const navigated: string[] = [];
  const done: SavedViewsEmitted[] = [];
  actor.on('savedViews.navigate', (event) => navigated.push(event.path));
  actor.on('savedViews.done', (event) => done.push(event));
  actor.start();
  const ready = () =>
    settles(actor, (snapshot) => selectSavedViewsStatus(snapshot) === 'ready' && !snapshot.hasTag('busy'));
  const inEnvironment = async (environmentId = 'prod') => {
    actor.send({ type: 'savedViews.environmentChanged', environmentId });
    await ready();
  };
  return { actor, calls, navigated, done, ready, inEnvironment };
}
