import { describe, expect, it } from 'vitest';
import { createActor, emit, sendTo, setup, SimulatedClock, spawnChild } from 'xstate';
import {
  createInspectionRecorder,
  isTimerEvent,
  TRACE_CAPACITY,
} from '../../../src/app/inspector/inspection-recorder';

/** A root like the portal's: a child with a system id that receives and emits, and a timer. */
const child = setup({}).createMachine({
  id: 'child',
  initial: 'idle',
  states: {
    idle: { on: { 'child.ping': { target: 'pinged', actions: emit({ type: 'child.pinged' }) } } },
    pinged: { after: { 1000: 'idle' } },
  },
});
const root = setup({ actors: { child } }).createMachine({
  id: 'root',
  entry: spawnChild('child', { id: 'child', systemId: 'child' }),
  on: {
    'root.tick': {},
    'root.forward': { actions: sendTo(({ system }) => system.get('child'), { type: 'child.ping' }) },
  },
});

function startRecorded(capacity?: number) {
  const recorder = createInspectionRecorder({ capacity });
  const clock = new SimulatedClock();
  const actor = createActor(root, { inspect: recorder.inspect, clock }).start();
  return { recorder, actor, clock };
}

describe('the inspector keeps a ring buffer of the last 500 events from the app start', () => {
  it('holds 500 entries by default', () => {
    expect(TRACE_CAPACITY).toBe(500);
  });

  it('events from the start are recorded: the root and its child start with xstate.init', () => {
    const { recorder } = startRecorded();
    const starts = recorder.entries().filter((entry) => entry.event.type === 'xstate.init');
    expect(starts.map((entry) => [entry.actor, entry.value])).toEqual([
      ['child', 'idle'],
      ['app', {}],
    ]);
  });

  it('keeps only the newest entries once full, oldest first', () => {
    const { recorder, actor } = startRecorded(500);
    for (let i = 0; i < 600; i += 1) actor.send({ type: 'root.tick' });
    const entries = recorder.entries();
    expect(entries).toHaveLength(500);
    expect(entries.every((entry) => entry.event.type === 'root.tick')).toBe(true);
    expect(entries.at(-1)?.seq).toBe(entries[0].seq + 499);
  });

  it('a sendTo between actors is recorded with its sender, and the state before and after', () => {
    const { recorder, actor } = startRecorded();
    actor.send({ type: 'root.forward' });
    const ping = recorder.entries().find((entry) => entry.event.type === 'child.ping');
    expect(ping).toMatchObject({
      kind: 'event',
      actor: 'child',
      source: 'app',
      from: 'idle',
      value: 'pinged',
    });
  });

  it('an emitted event is recorded as an emit of the emitting machine', () => {
    const { recorder, actor } = startRecorded();
    actor.send({ type: 'root.forward' });
    const emitted = recorder.entries().filter((entry) => entry.kind === 'emit');
    expect(emitted.map((entry) => [entry.actor, entry.event.type])).toEqual([['child', 'child.pinged']]);
  });

  it('delayed (timer) events are told apart so the view can hide them', () => {
    const { recorder, actor, clock } = startRecorded();
    actor.send({ type: 'root.forward' });
    clock.increment(1000);
    const timer = recorder.entries().at(-1);
    expect(timer?.event.type).toMatch(/^xstate\.after\./);
    expect(isTimerEvent(timer?.event.type ?? '')).toBe(true);
    expect(isTimerEvent('child.ping')).toBe(false);
    expect(timer).toMatchObject({ actor: 'child', from: 'pinged', value: 'idle' });
  });
});
