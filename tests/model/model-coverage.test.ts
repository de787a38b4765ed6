import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { assertFullCoverage, doneEvent, errorEvent, planModelPaths, runModel } from './model-coverage';

// A small machine with the features the QAP machines use: invoke, a named delay, a guard.
const probe = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'probe.start' } | { type: 'probe.reset' },
  },
  actors: { load: fromPromise<string>(async () => 'real') },
  guards: {
    canRetry: ({ context }) => context.tries < 1,
    isUsable: (_, output: unknown) => output === 'fixture',
  },
  delays: { retryDelay: 5000 },
}).createMachine({
  id: 'probe',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { 'probe.start': 'loading' } },
    loading: {
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: { type: 'isUsable', params: ({ event }: { event: { output: unknown } }) => event.output },
            target: 'ready',
          },
          'failed',
        ],
        onError: 'failed',
      },
    },
    failed: {
      after: {
        retryDelay: [
          {
            guard: 'canRetry',
            target: 'loading',
            actions: assign({ tries: ({ context }) => context.tries + 1 }),
          },
        ],
      },
      on: { 'probe.reset': 'idle' },
    },
    ready: { on: { 'probe.reset': 'idle' } },
  },
});

const fixtures = {
  events: [
    doneEvent('0.probe.loading', 'fixture'),
    doneEvent('0.probe.loading', 'unusable'),
    errorEvent('0.probe.loading', new Error('boom')),
  ],
};

describe('model coverage helper', () => {
  it('walks invoke completions, errors and named delays to reach every state and transition', () => {
    const report = runModel({ name: 'probe', machine: probe, systemId: 'usage', ...fixtures });
    assertFullCoverage(report);
    expect(report.line).toBe('model coverage probe: states 4/4, transitions 7/7');
  });

  it('reports what the fixtures leave unreached, so a missing payload fails the 100 percent check', () => {
    const report = runModel({ name: 'probe', machine: probe, systemId: 'usage', events: [] });
    expect(report.states.missing).toContain('probe.ready');
    expect(report.states.covered).toBeLessThan(report.states.total);
    expect(() => assertFullCoverage(report)).toThrow(/state not reached: probe.ready/);
  });

  it('plans one path per edge, each starting from the initial state', () => {
    const paths = planModelPaths({ name: 'probe', machine: probe, systemId: 'usage', ...fixtures });
    expect(paths.map((p) => p.description)).toContain('probe.start');
    expect(paths.every((p) => p.events.length === p.expected.length)).toBe(true);
  });
});
