import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { appMachine } from '../../machines/app';
import { languageMachine } from '../../machines/language';
import { sessionMachine } from '../../machines/session';
import { appModelFixtures, appModelImplementations } from './fixtures/app.fixtures';
import { languageModelFixtures, languageModelImplementations } from './fixtures/language.fixtures';
import { sessionModelFixtures, sessionModelImplementations } from './fixtures/session.fixtures';
import { type ModelOptions, runModel } from './model-coverage';
import { appOracles } from './oracles/app.oracle';
import { languageOracles } from './oracles/language.oracle';
import { sessionOracles } from './oracles/session.oracle';

/**
 * A model test whose expected states come from the machine it replays cannot fail on a
 * wrong target. Each case below is a one-line wrong-target mutation of a real machine (the
 * target state stays reachable another way, so coverage alone does not notice); the per-state
 * oracles must catch every one.
 */

type Config = Record<string, unknown>;

/** The machine with one transition's target changed: `at` walks the config to the transition. */
function retargeted(machine: AnyStateMachine, at: string[], target: string): AnyStateMachine {
  const copy = (node: Config, [key, ...rest]: string[]): Config => {
    const child = node[key] as Config;
    return { ...node, [key]: rest.length === 0 ? { ...child, target } : copy(child, rest) };
  };
  return createMachine(copy(machine.config as Config, at) as never, machine.implementations as never);
}

type Case = [string, Omit<ModelOptions<AnyStateMachine>, 'name'>];

const session = (machine: AnyStateMachine): Case[1] => ({
  machine: machine.provide(sessionModelImplementations as never),
  systemId: 'session',
  ...sessionModelFixtures,
});

const cases: Case[] = [
  [
    'session: a completed sign-in goes to signedOut instead of signedIn',
    session(retargeted(sessionMachine, ['states', 'completingSignIn', 'invoke', 'onDone'], 'signedOut')),
  ],
  [
    'session: Sign out goes straight to signedOut, skipping signingOut',
    session(retargeted(sessionMachine, ['states', 'signedIn', 'on', 'session.signOut'], 'signedOut')),
  ],
  [
    'app: Retry after a failed start-up goes to running instead of loading the configuration again',
    {
      machine: retargeted(appMachine, ['states', 'failed', 'on', 'app.retry'], 'running').provide(
        appModelImplementations as never,
      ),
      systemId: 'app',
      siblings: [],
      ...appModelFixtures,
    },
  ],
  [
    'language: the loaded list goes to ready.saving instead of ready',
    {
      machine: retargeted(languageMachine, ['states', 'loading', 'invoke', 'onDone'], 'ready.saving').provide(
        languageModelImplementations(true) as never,
      ),
      systemId: 'language',
      ...languageModelFixtures,
    },
  ],
];

const ORACLES: Record<string, ModelOptions<AnyStateMachine>['oracles']> = {
  session: sessionOracles,
  app: appOracles,
  language: languageOracles,
};

describe('per-state oracles catch wrong targets', () => {
  it.each(cases)('%s: the model without oracles passes, with the oracles it fails', (name, options) => {
    const withoutOracles = runModel({ name, ...options });
    expect(withoutOracles.failures).toEqual([]);
    const withOracles = runModel({ name, ...options, oracles: ORACLES[options.systemId] });
    expect(withOracles.failures.length).toBeGreaterThan(0);
  });
});
