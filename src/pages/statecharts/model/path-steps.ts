import type {
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { isolatedScope } from './isolated-machine';

/**
 * One step of a machine, computed without running anything: the next snapshot, plus what the
 * step did that QA can check: the transitions it took (for coverage) and the events it emitted
 * or sent to other actors (observable facts). Recorded from XState's own microstep inspection
 * and action executor on a throw-away scope.
 */

export interface SentMessage {
  /** The event type sent with `sendTo` (the receiving sibling is outside this machine). */
  type: string;
}

export interface StepResult {
  snapshot: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
  emitted: EventObject[];
  sent: SentMessage[];
}

function recordingScope(sessionId: string, record: Omit<StepResult, 'snapshot'>): AnyActorScope {
  const scope = isolatedScope(sessionId);
  const system = Object.create(scope.system, {
    _sendInspectionEvent: {
      value: (inspection: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
        if (inspection.type === '@xstate.microstep')
          record.transitions.push(...(inspection._transitions ?? []));
      },
    },
  });
  return Object.assign(scope, {
    system,
    actionExecutor: (action: { type: string; params?: { event?: unknown } }) => {
      const event = action.params?.event as EventObject | undefined;
      if (action.type === 'xstate.emit' && event) record.emitted.push(event);
      if (action.type === 'xstate.sendTo' && event && typeof event === 'object')
        record.sent.push({ type: event.type });
    },
  });
}

const SESSION_ID = 'paths';

function recorded(): Omit<StepResult, 'snapshot'> {
  return { transitions: [], emitted: [], sent: [] };
}

export function initialStep(machine: AnyStateMachine, input?: unknown): StepResult {
  const record = recorded();
  const snapshot = machine.getInitialSnapshot(recordingScope(SESSION_ID, record), input as never);
  return { snapshot, ...record };
}

export function nextStep(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): StepResult {
  const record = recorded();
  const next = machine.transition(snapshot, event as never, recordingScope(SESSION_ID, record));
  return { snapshot: next, ...record };
}

/**
 * A name for a transition definition that stays the same across `machine.provide(...)` copies:
 * source state, trigger and position among the transitions of that trigger.
 */
export function transitionId(transition: AnyTransitionDefinition): string {
  const list = transition.eventType
    ? (transition.source.transitions.get(transition.eventType) ?? [])
    : (transition.source.always ?? []);
  return `${transition.source.id} on ${transition.eventType || 'always'} #${list.indexOf(transition) + 1}`;
}

export function allTransitionIds(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) =>
    [...node.transitions.values(), node.always ?? []].flatMap((list) => list.map(transitionId)),
  );
}

export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node: AnyStateNode) => node.id);
}

/**
 * The states a step was in: its configuration, and the states its transitions left and
 * entered on the way (a transient or final state passed through within the step).
 */
export function visitedStateIds(step: StepResult): string[] {
  return [
    ...(step.snapshot._nodes as AnyStateNode[]).map((node) => node.id),
    ...step.transitions.flatMap((transition) => [
      transition.source.id,
      ...(transition.target ?? []).map((target: AnyStateNode) => target.id),
    ]),
  ];
}
