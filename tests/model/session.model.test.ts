import { describe, it } from 'vitest';
import { sessionMachine } from '../../machines/session';
import { sessionModelFixtures, sessionModelImplementations } from './fixtures/session.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { sessionOracles } from './oracles/session.oracle';
import { sessionTargets } from './oracles/session.targets';

describe('session model', () => {
  it('every state and transition of the session machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'session',
      machine: sessionMachine.provide(sessionModelImplementations),
      systemId: 'session',
      oracles: sessionOracles,
      targets: sessionTargets,
      ...sessionModelFixtures,
    });
    assertFullCoverage(report);
  });
});
