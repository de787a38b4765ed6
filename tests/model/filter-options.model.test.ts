import { describe, it } from 'vitest';
import { filterOptionsMachine } from '../../machines/filter-options';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { filterOptionsModelFixtures } from './fixtures/filter-options.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { filterOptionsOracles } from './oracles/filter-options.oracle';
import { filterOptionsTargets } from './oracles/filter-options.targets';

describe('filter-options model', () => {
  it('every state and transition of the filter-options machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'filter-options',
      machine: filterOptionsMachine,
      systemId: SYSTEM_IDS.filterOptions,
      oracles: filterOptionsOracles,
      targets: filterOptionsTargets,
      ...filterOptionsModelFixtures,
    });
    assertFullCoverage(report);
  });
});
