import { describe, expect, it } from 'vitest';
import { filterMachine } from '../../machines/filter';
import { filterModelFixtures, filterModelImplementations } from './fixtures/filter.fixtures';
import { runModel } from './model-coverage';

describe('filter model', () => {
  it('every state and transition of the filter machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'filter',
      machine: filterMachine.provide(filterModelImplementations),
      systemId: 'filter',
      ...filterModelFixtures,
    });
    console.log(report.line);
    expect(report.failures).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
