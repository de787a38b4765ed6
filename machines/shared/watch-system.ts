import type { ActorSystem, AnyActorRef } from 'xstate';

/** An actor of the system by its system id, or undefined while it is not there. */
export type SystemLookup = (id: string) => AnyActorRef | undefined;

/**
 * Calls `report` now and on every change of the system's actors named by `ids` (those that
 * exist), with a lookup into the system; returns the clean-up a callback actor returns.
 * The wiring under the watchers that read other machines' snapshots (filter options, the frame).
 */
export function watchSystem(
  // biome-ignore lint/suspicious/noExplicitAny: any system: only `get` is used.
  system: ActorSystem<any>,
  ids: readonly string[],
  report: (get: SystemLookup) => void,
) {
  const get: SystemLookup = (id) => system.get(id) as AnyActorRef | undefined;
  const subscriptions = ids
    .map(get)
    .filter((actor): actor is AnyActorRef => actor !== undefined)
    .map((actor) => actor.subscribe(() => report(get)));
  report(get);
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
