import { describe, expect, it } from 'vitest';
import { createActor, emit, fromPromise, sendTo, setup, SimulatedClock, spawnChild, stopChild } from 'xstate';
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

  it('an effect (an invoked promise) is recorded when it starts and when it settles, under the actor that runs it', async () => {
    let answer: (value: string) => void = () => {};
    const loader = setup({
      actors: { fetchList: fromPromise(() => new Promise<string>((resolve) => (answer = resolve))) },
    }).createMachine({
      initial: 'loading',
      states: { loading: { invoke: { id: 'fetchList', src: 'fetchList', onDone: 'ready' } }, ready: {} },
    });
    const recorder = createInspectionRecorder();
    const actor = createActor(
      setup({ actors: { loader } }).createMachine({
        entry: spawnChild('loader', { id: 'loader', systemId: 'loader' }),
      }),
      { inspect: recorder.inspect },
    ).start();
    const effects = () => recorder.entries().filter((entry) => entry.kind === 'effect');
    expect(effects().map(({ actor: name, event, status }) => [name, event.type, status])).toEqual([
      ['loader/fetchList', 'xstate.init', 'active'],
    ]);
    answer('list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects().at(-1)).toMatchObject({ actor: 'loader/fetchList', status: 'done' });
    expect(
      recorder
        .entries()
        .filter((entry) => entry.actor === 'loader')
        .at(-1),
    ).toMatchObject({
      event: { type: 'xstate.done.actor.fetchList' },
      value: 'ready',
    });
    actor.stop();
  });

  it('a machine that is stopped is recorded as stopped, in the state it stopped in', () => {
    const recorder = createInspectionRecorder();
    const actor = createActor(
      setup({ actors: { child } }).createMachine({
        entry: spawnChild('child', { id: 'child', systemId: 'child' }),
        on: { close: { actions: stopChild('child') } },
      }),
      { inspect: recorder.inspect },
    ).start();
    actor.send({ type: 'close' });
    expect(
      recorder
        .entries()
        .filter((entry) => entry.actor === 'child')
        .at(-1),
    ).toMatchObject({
      kind: 'event',
      value: 'idle',
      status: 'stopped',
    });
    expect(recorder.entries().find((entry) => entry.actor === 'child')?.status, 'while it ran').toBe(
      'active',
    );
    actor.stop();
  });
});
