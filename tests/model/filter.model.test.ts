import { describe, it } from 'vitest';
import { filterMachine } from '../../machines/filter';
import { filterModelFixtures, filterModelImplementations } from './fixtures/filter.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { filterOracles } from './oracles/filter.oracle';
import { filterTargets } from './oracles/filter.targets';

describe('filter model', () => {
  it('every state and transition of the filter machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'filter',
      machine: filterMachine.provide(filterModelImplementations),
      systemId: 'filter',
      oracles: filterOracles,
      targets: filterTargets,
      ...filterModelFixtures,
    });
    assertFullCoverage(report);
  });
});
