/**
 * Runs one machine inside an actor system with recording stand-ins for its siblings, so a test
 * can see what the machine tells the others (`sendTo(system.get(id), ...)`) and what it emits.
 */
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  createMachine,
  type EventObject,
  fromCallback,
  type InspectionEvent,
  type SimulatedClock,
  spawnChild,
} from 'xstate';
import { SYSTEM_IDS, type SystemId } from '../../machines/shared/system-ids';

export interface HarnessOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  systemId: SystemId;
  input?: unknown;
  clock?: SimulatedClock;
  inspect?: (event: InspectionEvent) => void;
  /** Sibling ids to stand in for; default all ids other than the subject's (and the root's). */
  siblings?: readonly SystemId[];
}

export interface Harness<TMachine extends AnyStateMachine> {
  root: AnyActorRef;
  subject: ActorRefFrom<TMachine>;
  /** Events each sibling received, in order. */
  received: Record<string, EventObject[]>;
  /** Events the subject emitted, in order. */
  emitted: EventObject[];
  /** Events of one type a sibling received. */
  sentTo: (id: SystemId, type?: string) => EventObject[];
  stop: () => void;
}

/** The actor id of the machine under test inside the harness. */
export const SUBJECT_ID = 'subject';

const recorder = fromCallback<EventObject, { id: string; log: Record<string, EventObject[]> }>(
  ({ input, receive }) => {
    receive((event) => input.log[input.id].push(event));
  },
);

export function startInSystem<TMachine extends AnyStateMachine>(
  options: HarnessOptions<TMachine>,
): Harness<TMachine> {
  const siblings =
    options.siblings ??
    (Object.values(SYSTEM_IDS) as SystemId[]).filter((id) => id !== options.systemId && id !== 'app');
  const received: Record<string, EventObject[]> = Object.fromEntries(siblings.map((id) => [id, []]));
  const emitted: EventObject[] = [];
  const harnessMachine = createMachine({
    entry: [
      ...siblings.map((id) => spawnChild(recorder, { id, systemId: id, input: { id, log: received } })),
      spawnChild(options.machine, { id: SUBJECT_ID, systemId: options.systemId, input: options.input }),
    ],
  });
  const root = createActor(harnessMachine, { clock: options.clock, inspect: options.inspect });
  root.start();
  const subject = root.getSnapshot().children[SUBJECT_ID] as ActorRefFrom<TMachine>;
  (subject as AnyActorRef).on('*', (event: EventObject) => emitted.push(event));
  return {
    root,
    subject,
    received,
    emitted,
    sentTo: (id, type) => (received[id] ?? []).filter((event) => type === undefined || event.type === type),
    stop: () => root.stop(),
  };
}
