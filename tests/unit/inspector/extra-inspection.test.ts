import { describe, expect, it } from 'vitest';
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
});
