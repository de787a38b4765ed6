import { describe, it } from 'vitest';
import { environmentMachine } from '../../machines/environment';
import { environmentModelFixtures, environmentModelImplementations } from './fixtures/environment.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { environmentOracles } from './oracles/environment.oracle';
import { environmentTargets } from './oracles/environment.targets';

describe('environment model', () => {
  it('every state and transition of the environment machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'environment',
      machine: environmentMachine.provide(environmentModelImplementations),
      systemId: 'environment',
      oracles: environmentOracles,
      targets: environmentTargets,
      ...environmentModelFixtures,
    });
    assertFullCoverage(report);
  });
});
