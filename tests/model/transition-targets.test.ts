import { describe, expect, it } from 'vitest';
import { MACHINE_MODELS, modelFails } from './model-runs';
import { retargeted, retargetMutants, scoreRetargets } from './retarget-mutants';

/**
 * The state oracles check what holds in the state a path lands in; a transition moved to another
 * state the model reaches some other way can land where those facts hold too. The targets tables
 * (tests/model/oracles/<machine>.targets.ts) say where each transition lands, so it cannot.
 */

describe('transition targets from the spec', () => {
  it('every machine passes its model with the targets of every transition, and its table names exactly its transitions', () => {
    const failing = Object.entries(MACHINE_MODELS)
      .filter(([, model]) => modelFails(model, model.machine, true))
      .map(([name]) => name);
    expect(failing).toEqual([]);
  });

  it("sync: the Home figures' answer moved from syncProgress to done (the last-sync time never loads) passes the state oracles and fails with the targets", () => {
    const model = MACHINE_MODELS.sync;
    const mutant = retargeted(model.machine, 'dataSync.homeData --done: loadHomeData', 'dataSync.done');
    // The state oracles alone let it pass: dataSync.done holds nothing that tells it apart.
    expect(modelFails(model, mutant, false)).toBe(false);
    expect(modelFails(model, mutant, true)).toBe(true);
  });

  it('environment: a failed tenant environment moved from anonymous to idle passes the state oracles and fails with the targets', () => {
    const model = MACHINE_MODELS.environment;
    const mutant = retargeted(model.machine, 'loadingTenant --error: fetchTenantEnvironment', 'idle');
    expect(modelFails(model, mutant, false)).toBe(false);
    expect(modelFails(model, mutant, true)).toBe(true);
  });

  it('every retarget mutant of the toggles and page-data machines fails the model (each transition moved to two other states)', () => {
    for (const name of ['toggles', 'page-data']) {
      const score = scoreRetargets(MACHINE_MODELS[name]);
      expect(score.mutants, name).toBeGreaterThan(10);
      expect(score.survivors, name).toEqual([]);
    }
  });

  it('a mutant moves exactly one transition, to a state other than its own target', () => {
    const mutants = retargetMutants(MACHINE_MODELS.toggles.machine);
    expect(new Set(mutants.map((m) => `${m.transition} -> ${m.to}`)).size).toBe(mutants.length);
    for (const mutant of mutants)
      expect(MACHINE_MODELS.toggles.targets[mutant.transition]).not.toBe(mutant.to);
  });
});
