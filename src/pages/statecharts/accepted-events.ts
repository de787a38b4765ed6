import type { AnyActorRef, AnyStateNode } from 'xstate';

/**
 * The events a running machine accepts in its current state, as the paths command reads them
 * (each active state node's own events), without XState's internal ones (done, after, error),
 * which only the machine's own effects may send.
 */
export function acceptedEventTypes(actor: AnyActorRef | undefined): string[] {
  const nodes = (actor?.getSnapshot() as { _nodes?: AnyStateNode[] } | undefined)?._nodes ?? [];
  const types = new Set(nodes.flatMap((node) => node.ownEvents));
  return [...types].filter((type) => !type.startsWith('xstate.') && type !== '*').sort();
}
