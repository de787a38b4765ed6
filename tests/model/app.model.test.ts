import { describe, it } from 'vitest';
import { appMachine } from '../../machines/app';
import { appModelFixtures, appModelImplementations } from './fixtures/app.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { appOracles } from './oracles/app.oracle';
import { appTargets } from './oracles/app.targets';

describe('app model', () => {
  it('every state and transition of the root app machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'app',
      machine: appMachine.provide(appModelImplementations),
      systemId: 'app',
      oracles: appOracles,
      targets: appTargets,
      siblings: [],
      ...appModelFixtures,
    });
    assertFullCoverage(report);
  });
});
