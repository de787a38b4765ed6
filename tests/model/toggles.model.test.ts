import { describe, it } from 'vitest';
import { togglesMachine } from '../../machines/toggles';
import { togglesModelFixtures, togglesModelImplementations } from './fixtures/toggles.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { togglesOracles } from './oracles/toggles.oracle';
import { togglesTargets } from './oracles/toggles.targets';

describe('toggles model', () => {
  it('every state and transition of the toggles machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'toggles',
      machine: togglesMachine.provide(togglesModelImplementations),
      systemId: 'toggles',
      oracles: togglesOracles,
      targets: togglesTargets,
      ...togglesModelFixtures,
    });
    assertFullCoverage(report);
  });
});
