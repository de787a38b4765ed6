/**
 * The root's effects (typed placeholders; src/app provides the real ones) and the forwarder,
 * which is wiring, not I/O, so it has its real implementation here.
 */
import { type AnyActorRef, type EventObject, fromCallback, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import type { PersistId, StoredSlices } from '../shared/persistence';
import type { ChildEmitted } from './app.types';

export const loadConfig = fromPromise<RuntimeConfig>(() => notImplemented('loadConfig'));

export const restorePersistedSlices = fromPromise<StoredSlices, { ids: PersistId[] }>(() =>
  notImplemented('restorePersistedSlices'),
);

/**
 * Listens to the children's emitted events and hands each to the root as `app.childEmitted`.
 * Spawned before the children: they are registered in the system by then but not yet started,
 * so nothing they emit on start is missed.
 */
export const forwardChildEvents = fromCallback<EventObject, { childIds: string[] }>(
  ({ input, system, sendBack }) => {
    const subscriptions = input.childIds
      .map((id) => system.get(id) as AnyActorRef | undefined)
      .filter((child): child is AnyActorRef => child !== undefined)
      .map((child) =>
        child.on('*', (event) => sendBack({ type: 'app.childEmitted', event: event as ChildEmitted })),
      );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  },
);
