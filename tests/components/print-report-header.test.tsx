/**
 * Every printed signed-in page starts with a report header (product, page,
 * environment, the filter in words on the pages the filter drives, and when it was printed, in
 * the user's language and date format); pages of data have a Print button that opens the
 * browser's print dialog. (That the header shows on paper only is checked in tests/e2e/print.test.ts.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => {
  portal?.stop();
  vi.useRealTimers();
});

/** Only the clock is faked: the portal's own timers and promises run as usual. */
function clockAt(time: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(time) });
}

/** The header's facts as "term → detail", spaces of any kind read as one. */
async function reportFacts(): Promise<Record<string, string>> {
  const header = await screen.findByTestId('print-report-header');
  const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  return Object.fromEntries(
    within(header)
      .getAllByRole('term')
      .map((term) => [words(term.textContent), words(term.nextElementSibling?.textContent ?? null)]),
  );
}

describe('the printed report header', () => {
  it('names the product, the page, the environment, the default filter and the time printed', async () => {
    clockAt('2026-03-05T14:30:00');
    portal = renderFakePortal({ path: '/home' });
    const header = await screen.findByTestId('print-report-header');
    expect(header).toHaveTextContent('Quality Analytics Platform');
    await waitFor(async () =>
      expect(await reportFacts()).toEqual({
        Page: 'Home',
        Environment: 'Production',
        // Spec section 9: the default filter lets active facilities only through.
        Filter: 'Active state: Active',
        Printed: 'March 5, 2026 at 2:30 PM',
      }),
    );
  });

  it('says the filter the user chose in the words of the filter panel, values of one dimension as alternatives', async () => {
    portal = renderFakePortal({ path: '/home' });
    await screen.findByTestId('print-report-header');
    portal.actor.system
      .get(SYSTEM_IDS.filter)
      .send({ type: 'filter.set', patch: { regionIds: [1, 2], awardedLevels: [3], activeStates: [] } });
    await waitFor(async () =>
      expect((await reportFacts()).Filter).toBe('Regions: Nairobi or Western; Certification levels: Level 3'),
    );
  });

  it('says when the filter lets every facility through', async () => {
    portal = renderFakePortal({ path: '/home' });
    await screen.findByTestId('print-report-header');
    portal.actor.system.get(SYSTEM_IDS.filter).send({ type: 'filter.set', patch: { activeStates: [] } });
    await waitFor(async () => expect((await reportFacts()).Filter).toBe('All facilities, no filter'));
  });

  it('prints the time of printing, not the time the page was opened', async () => {
    clockAt('2026-03-05T14:30:00');
    portal = renderFakePortal({ path: '/home' });
    await waitFor(async () => expect((await reportFacts()).Printed).toBe('March 5, 2026 at 2:30 PM'));
    vi.setSystemTime(new Date('2026-03-05T17:05:00'));
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(async () => expect((await reportFacts()).Printed).toBe('March 5, 2026 at 5:05 PM'));
  });

  it('is in the user language and date format (French)', async () => {
    clockAt('2026-03-05T14:30:00');
    portal = renderFakePortal({ path: '/home?language=fr-FR' });
    await waitFor(async () =>
      expect(await reportFacts()).toEqual({
        Page: 'Accueil',
        Environnement: 'Production',
        Filtre: "État d'activité : Actif",
        'Imprimé le': '5 mars 2026 à 14:30',
      }),
    );
  });

  it('has no filter line on a page the filter does not drive (one facility)', async () => {
    portal = renderFakePortal({ path: '/facility/details/5' });
    await waitFor(async () =>
      expect(Object.keys(await reportFacts())).toEqual(['Page', 'Environment', 'Printed']),
    );
    expect((await reportFacts()).Page).toBe('Facility Details');
  });
});

describe('the Print button', () => {
  it('opens the browser print dialog, by keyboard too', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    portal = renderFakePortal({ path: '/home' });
    const button = await screen.findByRole('button', { name: 'Print' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
