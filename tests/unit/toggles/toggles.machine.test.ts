import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppToggles } from '../../../contract/domain.types';
import {
  DEFAULT_TOGGLES,
  type LoadTogglesInput,
  type LoadTogglesOutput,
  selectToggles,
  togglesMachine,
} from '../../../machines/toggles';
import { FACILITY_SET_HANDLE, togglesEvents } from '../../model/fixtures/toggles.fixtures';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

function startToggles(answer: LoadTogglesOutput | Error, restored?: AppToggles) {
  const calls: LoadTogglesInput[] = [];
  const logTogglesError = vi.fn();
  const actor = createActor(
    togglesMachine.provide({
      actors: {
        loadToggles: fromPromise<LoadTogglesOutput, LoadTogglesInput>(async ({ input }) => {
          calls.push(input);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { logTogglesError: (_, params) => logTogglesError(params.error) },
    }),
    { input: { restored } },
  );
  const navigations: unknown[] = [];
  actor.on('navigate', (event) => navigations.push(event));
  actor.start();
  const loaded = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, calls, navigations, logTogglesError, loaded };
}

describe('toggles machine', () => {
  it('the toggles default to network, yearly performance and both maps on, facility numbers and extended KPIs off', () => {
    const { actor } = startToggles(null);
    expect(selectToggles(actor.getSnapshot())).toEqual({
      showNetworkTab: true,
      showFacilityNumbersTab: false,
      showYearlyPerformanceTab: true,
      showAvailableServiceMap: true,
      showServiceLevelMap: true,
      showExtendedKpis: false,
    });
  });

  it('the toggles are persisted: the restored slice is the starting value', () => {
    const restored = { ...DEFAULT_TOGGLES, showExtendedKpis: true };
    const { actor } = startToggles(null, restored);
    expect(selectToggles(actor.getSnapshot())).toEqual(restored);
  });

  it('toggles.load loads the toggles for the filtered facilities by their facility-set handle (General/AppToggles)', async () => {
    const { actor, calls, loaded } = startToggles({ showFacilityNumbersTab: true, showExtendedKpis: true });
    actor.send(togglesEvents.load);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await loaded();
    expect(calls).toEqual([{ facilitySet: FACILITY_SET_HANDLE }]);
    expect(selectToggles(actor.getSnapshot())).toEqual({
      ...DEFAULT_TOGGLES,
      showFacilityNumbersTab: true,
      showExtendedKpis: true,
    });
  });

  it('an empty toggles result keeps the current toggles', async () => {
    const { actor, loaded } = startToggles(null);
    actor.send(togglesEvents.load);
    await loaded();
    expect(selectToggles(actor.getSnapshot())).toEqual(DEFAULT_TOGGLES);
  });

  it('if showNetworkTab turns false while the user is on Network Level, the user goes to Home (Index)', async () => {
    const { actor, navigations, loaded } = startToggles({ showNetworkTab: false });
    actor.send(togglesEvents.onNetwork);
    actor.send(togglesEvents.load);
    await loaded();
    expect(navigations).toEqual([{ type: 'navigate', routeName: 'Index' }]);
  });

  it('showNetworkTab turning false elsewhere than Network Level does not navigate', async () => {
    const { actor, navigations, loaded } = startToggles({ showNetworkTab: false });
    actor.send(togglesEvents.onHome);
    actor.send(togglesEvents.load);
    await loaded();
    expect(actor.getSnapshot().context.toggles.showNetworkTab).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('when the environment changes, showFacilityNumbersTab is reset to false', () => {
    const { actor, navigations } = startToggles(null, { ...DEFAULT_TOGGLES, showFacilityNumbersTab: true });
    actor.send(togglesEvents.onHome);
    actor.send(togglesEvents.environmentChanged);
    expect(actor.getSnapshot().context.toggles.showFacilityNumbersTab).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('when the environment changes while the user is on Facility Numbers, they go to Index', () => {
    const { actor, navigations } = startToggles(null, { ...DEFAULT_TOGGLES, showFacilityNumbersTab: true });
    actor.send(togglesEvents.onFacilityNumbers);
    actor.send(togglesEvents.environmentChanged);
    expect(navigations).toEqual([{ type: 'navigate', routeName: 'Index' }]);
  });

  it('a failed toggles load is logged and the current toggles are kept', async () => {
    const failure = new Error('getResult failed');
    const { actor, loaded, logTogglesError } = startToggles(failure);
    actor.send(togglesEvents.load);
    await loaded();
    expect(logTogglesError).toHaveBeenCalledWith(failure);
    expect(selectToggles(actor.getSnapshot())).toEqual(DEFAULT_TOGGLES);
  });

  it('the toggles load and its error log are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(togglesMachine, {
      actors: ['loadToggles'],
      actions: ['logTogglesError'],
    });
  });
});
