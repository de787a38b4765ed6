import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent, setup } from 'xstate';
import {
  type InspectHost,
  startupObserver,
  withExtraObserver,
} from '../../../src/app/inspector/extra-inspection';
import { exposeInspectHook } from '../../../src/app/inspector/inspect-hook';
import { createInspectionRecorder } from '../../../src/app/inspector/inspection-recorder';

const toggle = setup({}).createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

const snapshotValues = (events: InspectionEvent[]) =>
  events.flatMap((event) =>
    event.type === '@xstate.snapshot' ? [(event.snapshot as unknown as { value: string }).value] : [],
  );

describe('an extra inspection observer beside the portal recorder', () => {
  it('one given at the start sees every event from the creation, and the recorder still records them', () => {
    const recorder = createInspectionRecorder();
    const seen: InspectionEvent[] = [];
    // An observer object, as @statelyai/inspect's createBrowserInspector().inspect is.
    const actor = createActor(toggle, {
      inspect: withExtraObserver(
        recorder.inspect,
        startupObserver({ __QAP_INSPECT__: { next: (event) => seen.push(event) } }),
      ),
    }).start();
    actor.send({ type: 'flip' });
    expect(snapshotValues(seen)).toEqual(['off', 'on']);
    expect(recorder.entries().map((entry) => entry.value)).toEqual(['off', 'on']);
  });

  it('window.__QAP_INSPECT__ may be a function too; without one the recorder is the only observer', () => {
    const observer = () => {};
    expect(startupObserver({ __QAP_INSPECT__: observer })).toBe(observer);
    expect(startupObserver({})).toBeUndefined();
    const recorder = createInspectionRecorder();
    expect(withExtraObserver(recorder.inspect, undefined)).toBe(recorder.inspect);
  });

  it('window.qapInspect attaches an observer to the running actors until it is detached, and going away restores the hook before', () => {
    const actor = createActor(toggle).start();
    const earlier = () => () => {};
    const host: InspectHost = { qapInspect: earlier };
    const remove = exposeInspectHook(actor, host);
    const seen: InspectionEvent[] = [];
    const detach = host.qapInspect?.((event) => seen.push(event));
    actor.send({ type: 'flip' });
    detach?.();
    actor.send({ type: 'flip' });
    expect(snapshotValues(seen)).toEqual(['on']);
    remove();
    expect(host.qapInspect).toBe(earlier);
  });

  it("Stately's inspector (@statelyai/inspect) attached as the extra observer receives each actor with its definition, and its events", async () => {
    const sent: { type: string; name?: string; definition?: string; event?: { type: string } }[] = [];
    // The browser and WebSocket inspectors are this one with a transport; this adapter keeps what is sent.
    const stately = createInspector({ send: (event) => sent.push(event as (typeof sent)[number]) });
    const recorder = createInspectionRecorder();
    const actor = createActor(toggle, {
      inspect: withExtraObserver(recorder.inspect, startupObserver({ __QAP_INSPECT__: stately.inspect })),
    }).start();
    actor.send({ type: 'flip' });
    // It sends when the browser is idle.
    const eventTypes = () =>
      sent.flatMap((event) => (event.type === '@xstate.event' ? [event.event?.type] : []));
    await vi.waitFor(() => expect(eventTypes()).toContain('flip'));
    const created = sent.find((event) => event.type === '@xstate.actor');
    expect(JSON.parse(created?.definition ?? '{}')).toMatchObject({ initial: 'off' });
    expect(recorder.entries().map((entry) => entry.value)).toEqual(['off', 'on']);
  });
});
