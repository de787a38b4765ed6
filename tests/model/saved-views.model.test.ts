import { describe, it } from 'vitest';
import { savedViewsMachine } from '../../machines/saved-views';
import type { SystemId } from '../../machines/shared/system-ids';
import { savedViewsModelFixtures } from './fixtures/saved-views.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { savedViewsOracles } from './oracles/saved-views.oracle';
import { savedViewsTargets } from './oracles/saved-views.targets';

describe('saved-views model', () => {
  it('every state and transition of the saved-views machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'saved-views',
      machine: savedViewsMachine,
      // The main frame's actor, not one of the app's system children.
      systemId: 'savedViews' as SystemId,
      oracles: savedViewsOracles,
      targets: savedViewsTargets,
      ...savedViewsModelFixtures,
    });
    assertFullCoverage(report);
  });
});
