import type { AnyActorScope, AnyStateMachine } from 'xstate';
import { createEmptyActor } from 'xstate';

/**
 * A mock actor scope per call: the graph walkers call `transition` and `getInitialSnapshot`
 * many times on one machine, and a child spawned with a systemId must not collide with the one
 * an earlier step registered.
 */
export function isolatedScope(sessionId: string): AnyActorScope {
  const self = createEmptyActor();
  return {
    self,
    id: '',
    sessionId,
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** The machine, whose pure transitions each run in a fresh mock scope (see `isolatedScope`). */
export function isolatedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  sessionId: string,
): TMachine {
  return Object.create(machine, {
    transition: {
      value: (snapshot: never, event: never) => machine.transition(snapshot, event, isolatedScope(sessionId)),
    },
    getInitialSnapshot: {
      value: (_scope: unknown, input: unknown) =>
        machine.getInitialSnapshot(isolatedScope(sessionId), input as never),
    },
  }) as TMachine;
}
