import { describe, expect, it } from 'vitest';
import { togglesMachine } from '../../machines/toggles';
import { togglesModelFixtures, togglesModelImplementations } from './fixtures/toggles.fixtures';
import { runModel } from './model-coverage';

describe('toggles model', () => {
  it('every state and transition of the toggles machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'toggles',
      machine: togglesMachine.provide(togglesModelImplementations),
      systemId: 'toggles',
      ...togglesModelFixtures,
    });
    console.log(report.line);
    expect(report.failures).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
