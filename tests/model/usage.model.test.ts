import { describe, it } from 'vitest';
import { usageMachine } from '../../machines/usage';
import {
  focusChecksArmedNow,
  usageEffectsNow,
  usageModelFixtures,
  usageModelImplementations,
} from './fixtures/usage.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { usageOracles } from './oracles/usage.oracle';
import { usageTargets } from './oracles/usage.targets';

describe('usage model', () => {
  it('every state and transition of the usage machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'usage',
      machine: usageMachine.provide(usageModelImplementations),
      systemId: 'usage',
      oracles: usageOracles,
      targets: usageTargets,
      beforeStep: () => {
        usageEffectsNow.length = 0;
        focusChecksArmedNow.length = 0;
      },
      ...usageModelFixtures,
    });
    assertFullCoverage(report);
  });
});
