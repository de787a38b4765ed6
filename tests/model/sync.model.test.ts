import { describe, it } from 'vitest';
import { syncMachine } from '../../machines/sync';
import { syncModelFixtures, syncModelImplementations } from './fixtures/sync.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';

describe('sync model', () => {
  it('every state and transition of the sync machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'sync',
      machine: syncMachine.provide(syncModelImplementations),
      systemId: 'sync',
      // lastSync and offlineDataFrom are timestamps: leave them out so the walk stays finite.
      serializeContext: ({ lastSync: _, offlineDataFrom: __, ...context }) => context,
      ...syncModelFixtures,
    });
    assertFullCoverage(report);
    // The walk covers the offline events too (issue 17): a few seconds on a busy machine.
  }, 30_000);
});
