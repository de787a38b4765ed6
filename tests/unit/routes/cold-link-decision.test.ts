import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { decideRoute, ROUTES, type TogglesStatus } from '../../../machines/shared/routes';
import {
  DEFAULT_TOGGLES,
  type LoadTogglesInput,
  type LoadTogglesOutput,
  selectTogglesStatus,
  togglesMachine,
} from '../../../machines/toggles';
import { togglesEvents } from '../../model/fixtures/toggles.fixtures';

/**
 * docs/ui.md, Gating: every link opens what it names. A page a tab toggle hides is judged only on
 * toggles that answered for the selected environment, never on their defaults (a cold link to
 * Facility Numbers, whose toggle is off by default, waited for nothing and landed on Home); when
 * they cannot answer, the page says it could not be checked.
 */
const analyst = {
  permissions: ['QAP.HomePage', 'QAP.FacilityNumbersPage', 'QAP.YearlyPerformancePage'],
  toggles: DEFAULT_TOGGLES,
};
const known = (toggles: TogglesStatus, offline = false) => ({ permissions: true, toggles, offline });

describe('a link to a page a toggle hides', () => {
  it('a cold link to a page the default toggles hide waits until the toggles answer', () => {
    expect(decideRoute(ROUTES.FacilityNumbers, analyst, known('unknown'))).toBe('pending');
  });

  it('once the toggles answered on, the page opens; answered off, it says it is not shown', () => {
    const on = { ...analyst, toggles: { ...DEFAULT_TOGGLES, showFacilityNumbersTab: true } };
    expect(decideRoute(ROUTES.FacilityNumbers, on, known('known'))).toBe('allowed');
    expect(decideRoute(ROUTES.FacilityNumbers, analyst, known('known'))).toBe('hiddenByToggle');
  });

  it('toggles that failed to load, or an offline portal, say the page could not be checked', () => {
    expect(decideRoute(ROUTES.FacilityNumbers, analyst, known('failed'))).toBe('togglesUnchecked');
    expect(decideRoute(ROUTES.FacilityNumbers, analyst, known('unknown', true))).toBe('togglesUnchecked');
  });

  it('a page the kept toggles already show opens at once; nothing is decided before the permissions', () => {
    expect(decideRoute(ROUTES.YearlyPerformance, analyst, known('unknown'))).toBe('allowed');
    expect(
      decideRoute(ROUTES.FacilityNumbers, analyst, { permissions: false, toggles: 'known', offline: false }),
    ).toBe('pending');
    expect(decideRoute(ROUTES.FacilityNumbers, { ...analyst, permissions: [] }, known('unknown'))).toBe(
      'notAuthorized',
    );
  });
});

describe("the toggles machine says when the environment's toggles are known", () => {
  function start(answer: LoadTogglesOutput | Error) {
    const actor = createActor(
      togglesMachine.provide({
        actors: {
          loadToggles: fromPromise<LoadTogglesOutput, LoadTogglesInput>(async () => {
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
        actions: { logTogglesError: () => {} },
      }),
      // Kept from the last visit: they draw the tabs but do not count as this environment's answer.
      { input: { restored: { ...DEFAULT_TOGGLES, showFacilityNumbersTab: true } } },
    ).start();
    return { actor, status: () => selectTogglesStatus(actor.getSnapshot()) };
  }

  it('unknown at start, even with toggles kept on the device, and while the first load runs', () => {
    const { actor, status } = start({ showFacilityNumbersTab: true });
    expect(status()).toBe('unknown');
    actor.send(togglesEvents.load);
    expect(status()).toBe('unknown');
  });

  it('known once the load answered, and unknown again when the environment changes', async () => {
    const { actor, status } = start({ showFacilityNumbersTab: true });
    actor.send(togglesEvents.load);
    await waitFor(actor, () => status() === 'known');
    actor.send(togglesEvents.environmentChanged);
    expect(status()).toBe('unknown');
  });

  it('failed when the load failed', async () => {
    const { actor, status } = start(new Error('getResult failed'));
    actor.send(togglesEvents.load);
    await waitFor(actor, () => status() !== 'unknown');
    expect(status()).toBe('failed');
  });
});
