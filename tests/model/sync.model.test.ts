import { describe, it } from 'vitest';
import { syncMachine } from '../../machines/sync';
import { syncModelFixtures, syncModelImplementations } from './fixtures/sync.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { syncOracles } from './oracles/sync.oracle';
import { syncTargets } from './oracles/sync.targets';

describe('sync model', () => {
  it('every state and transition of the sync machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'sync',
      machine: syncMachine.provide(syncModelImplementations),
      systemId: 'sync',
      oracles: syncOracles,
      targets: syncTargets,
      ...syncModelFixtures,
    });
    assertFullCoverage(report);
  });
});
