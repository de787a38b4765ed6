import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { navigationHiddenByFilter } from '../../../machines/shared/routes';
import {
  DEFAULT_TOGGLES,
  type LoadTogglesInput,
  type LoadTogglesOutput,
  selectFilterHides,
  togglesMachine,
} from '../../../machines/toggles';
import { togglesEvents } from '../../model/fixtures/toggles.fixtures';

/**
 * docs/ui.md, "Drill-downs follow the filter": the drawer never hides a page because of the filter
 * without saying why. The toggles' answer names the page toggles the filter's facilities turn off;
 * the drawer names those pages (the ones this user may otherwise open), in the menu's order.
 */
const analyst = {
  permissions: ['QAP.HomePage', 'QAP.YearlyPerformancePage', 'QAP.FacilityNumbersPage'],
  toggles: { ...DEFAULT_TOGGLES, showNetworkTab: false, showYearlyPerformanceTab: false },
};

describe('pages the filter hides', () => {
  it('the drawer names each page the filter turns off, in the menu order, with its toggle', () => {
    const hidden = navigationHiddenByFilter(analyst, ['showYearlyPerformanceTab', 'showNetworkTab']);
    expect(hidden.map(({ route, toggle }) => [route.name, toggle])).toEqual([
      ['Network', 'showNetworkTab'],
      ['YearlyPerformance', 'showYearlyPerformanceTab'],
    ]);
  });

  it('a page the environment switches off, or one the user may not open anyway, is not named', () => {
    // Facility Numbers is off (the environment's switch: not in filterHides)
    expect(navigationHiddenByFilter(analyst, []).map(({ route }) => route.name)).toEqual([]);
    const withoutPermission = { ...analyst, permissions: ['QAP.HomePage'] };
    expect(
      navigationHiddenByFilter(withoutPermission, ['showYearlyPerformanceTab']).map(
        ({ route }) => route.name,
      ),
    ).toEqual([]);
  });

  it("the toggles machine keeps the answer's filterHides, and forgets it with the next answer", async () => {
    const answers: LoadTogglesOutput[] = [
      { showYearlyPerformanceTab: false, filterHides: ['showYearlyPerformanceTab'] },
      { showYearlyPerformanceTab: true },
    ];
    const actor = createActor(
      togglesMachine.provide({
        actors: {
          loadToggles: fromPromise<LoadTogglesOutput, LoadTogglesInput>(async () => answers.shift() ?? null),
        },
      }),
      { input: {} },
    ).start();
    expect(selectFilterHides(actor.getSnapshot())).toEqual([]);
    actor.send(togglesEvents.load);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectFilterHides(actor.getSnapshot())).toEqual(['showYearlyPerformanceTab']);
    actor.send(togglesEvents.load);
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('idle') && snapshot.context.toggles.showYearlyPerformanceTab,
    );
    expect(selectFilterHides(actor.getSnapshot())).toEqual([]);
  });
});
