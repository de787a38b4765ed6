import type { MachineViews, WireEntry } from '../../app/inspector/inspector-channel';
import { viewAfter } from './inspection-log';
import { type LiveMachineId, LIVE_MACHINE_IDS, machineOfActor } from './live-machines';

/**
 * Stepping through a recorded trace: each actor's state as it was after a given entry, and the
 * actors in the order the overview lists them. Pure, for the page.
 */

/** Each actor's state and context after the entry numbered `seq`, from the events recorded up to it. */
export function machinesUpTo(entries: readonly WireEntry[], seq: number): MachineViews {
  const machines: MachineViews = {};
  for (const entry of entries) {
    if (entry.seq > seq) break;
    const changed = viewAfter(entry);
    if (changed) machines[changed[0]] = changed[1];
  }
  return machines;
}

/**
 * Every actor the trace has seen, with its last recorded state, and the running ones as they are
 * now: a page-data child that stopped before the view opened is listed too.
 */
export function machinesNow(entries: readonly WireEntry[], running: MachineViews): MachineViews {
  return { ...machinesUpTo(entries, Number.POSITIVE_INFINITY), ...running };
}

/** The entries up to the step (all of them when live), for the event lists and the export. */
export function entriesUpTo(entries: readonly WireEntry[], seq: number | null): readonly WireEntry[] {
  return seq === null ? entries : entries.filter((entry) => entry.seq <= seq);
}

/** An effect (`environment/fetchEnvironments`) goes with the actor that runs it. */
const runner = (actor: string) => actor.split('/')[0];
const order = (actor: string) => LIVE_MACHINE_IDS.indexOf(machineOfActor(runner(actor)) as LiveMachineId);

/**
 * The root first, then the machines in the tabs' order, each followed by its effects; page-data
 * children by their ids.
 */
export function actorsInOrder(machines: MachineViews): string[] {
  return Object.keys(machines).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}
