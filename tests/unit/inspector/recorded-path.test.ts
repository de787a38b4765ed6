import { describe, expect, it } from 'vitest';
import { createActor, emit, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import { languageMachine } from '../../../machines/language';
import { main as pathsCommand } from '../../../scripts/statecharts/paths';
import { stateLabel } from '../../../src/pages/statecharts/model/test-paths';
import { createInspectionRecorder } from '../../../src/app/inspector/inspection-recorder';
import { toWireEntry } from '../../../src/app/inspector/wire-entry';
import { recordedPathJson, recordedTestPath } from '../../../src/pages/statecharts/recorded-path';

/** The language machine with quiet effects, as a portal tab would run it (offline: no list to load). */
const language = languageMachine.provide({
  guards: { isOnline: () => false },
  actions: { logError: () => {} },
  actors: { saveUserLanguage: fromPromise<unknown, { language: string }>(async () => undefined) },
});
const input = { languages: [{ cultureName: 'en-US' }, { cultureName: 'fr-FR' }] };

/** A live session recorded as the portal records it, then exported. */
async function recordSession() {
  const recorder = createInspectionRecorder();
  const actor = createActor(language, { input, inspect: recorder.inspect }).start();
  actor.send({ type: 'language.signedIn' });
  actor.send({ type: 'language.select', cultureName: 'fr-FR' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const entries = recorder.entries().map(toWireEntry);
  return recordedTestPath('app', entries, { hideTimers: false });
}

async function pathsCommandJson(machine: string) {
  let printed = '';
  const code = await pathsCommand([machine, '--format', 'json'], {
    stdout: (text) => (printed += text),
    stderr: () => {},
  });
  expect(code).toBe(0);
  return JSON.parse(printed);
}

describe('the inspector exports the recorded trace as a test path', () => {
  it('in the JSON format of `npm run paths`: the same report fields and step fields', async () => {
    const exported = JSON.parse(recordedPathJson(await recordSession()));
    const printed = await pathsCommandJson('language');
    const keys = (value: object) => Object.keys(value).sort();
    // A recording plans nothing: no `--to` and no coverage figures.
    expect(keys(exported)).toEqual(keys(printed).filter((key) => key !== 'to' && key !== 'coverage'));
    // The fixtures' start variant (online, offline) has no meaning for a recording.
    expect(keys(exported.paths[0])).toEqual(keys(printed.paths[0]).filter((key) => key !== 'variant'));
    expect(keys(exported.paths[0].steps[0])).toEqual(
      keys(printed.paths.find((p: { steps: unknown[] }) => p.steps.length > 0).steps[0]),
    );
  });

  it('each processed event is a step with its payload, from the state before to the state after', async () => {
    const report = await recordSession();
    expect(report.strategy).toBe('recorded');
    expect(report.start).toBe('ready.idle');
    expect(report.paths[0].steps.map(({ from, event, to }) => ({ from, event, to }))).toEqual([
      { from: 'ready.idle', event: { type: 'language.signedIn' }, to: 'ready.idle' },
      { from: 'ready.idle', event: { type: 'language.select', cultureName: 'fr-FR' }, to: 'ready.saving' },
      {
        from: 'ready.saving',
        event: { type: 'xstate.done.actor.saveUserLanguage', actorId: 'saveUserLanguage' },
        to: 'ready.idle',
      },
    ]);
  });

  it('a step expects what was seen live: the context after it and the events it emitted', async () => {
    const [signedIn, select] = (await recordSession()).paths[0].steps;
    expect(signedIn).toMatchObject({ facts: { signedIn: true, cultureName: 'en-US' }, emitted: [] });
    expect(select).toMatchObject({
      facts: { cultureName: 'fr-FR' },
      emitted: [{ type: 'language.changed', cultureName: 'fr-FR' }],
    });
  });

  it('a step expects the tags after it and the events it sent to other actors', () => {
    const worker = setup({}).createMachine({ on: { 'worker.start': {} } });
    const root = setup({ actors: { worker } }).createMachine({
      entry: spawnChild('worker', { id: 'worker', systemId: 'worker' }),
      initial: 'idle',
      states: {
        idle: {
          on: {
            go: {
              target: 'working',
              actions: [sendTo('worker', { type: 'worker.start' }), emit({ type: 'started' })],
            },
          },
        },
        working: { tags: ['busy'] },
      },
    });
    const recorder = createInspectionRecorder();
    createActor(root, { inspect: recorder.inspect }).start().send({ type: 'go' });
    const report = recordedTestPath('app', recorder.entries().map(toWireEntry), { hideTimers: false });
    expect(report.paths[0].steps).toEqual([
      {
        from: 'idle',
        event: { type: 'go' },
        to: 'working',
        tags: ['busy'],
        facts: {},
        emitted: [{ type: 'started' }],
        sent: ['worker.start'],
      },
    ]);
  });

  it('replaying the exported steps on a fresh machine reproduces every recorded state', async () => {
    const report = await recordSession();
    const replay = createActor(language, { input }).start();
    let emitted: unknown[] = [];
    replay.on('*', (event) => emitted.push(event));
    expect(stateLabel(replay.getSnapshot().value)).toBe(report.start);
    for (const step of report.paths[0].steps.filter((s) => !s.event.type.startsWith('xstate.'))) {
      emitted = [];
      replay.send(step.event as never);
      expect(stateLabel(replay.getSnapshot().value)).toBe(step.to);
      expect([...replay.getSnapshot().tags].sort()).toEqual(step.tags);
      expect(replay.getSnapshot().context).toEqual(step.facts);
      expect(emitted).toEqual(step.emitted);
    }
  });
});
