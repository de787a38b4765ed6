/**
 * Issue 15 item 8 in Chromium against the real stack (docs/ui.md, My facility): the facility user,
 * signed in at the portal's root, lands on their facility's page (the one the server scopes them
 * to), with labelled links to their history, MomCare and their scores beside the peers' medians;
 * Home shows them a Your facility card and none of the network's figures. Clean under axe
 * (Facility Details as a whole, with the locked filter in the drawer).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, useSignedInStack } from './support';

describe('my facility, signed in as the facility user', () => {
  const { browser } = useSignedInStack('facility@demo.test');

  it('lands on their facility page with links to history and MomCare; Home shows no network figures', async () => {
    const { page } = browser();
    // the page names its environment in its address (issue 15)
    await page.waitForURL(/\/facility\/details\/\d+\?env=[\w-]+$/, { timeout: 30_000 });
    const facilityId = /\/facility\/details\/(\d+)\?/.exec(page.url())?.[1];
    const links = page.getByRole('navigation', { name: "Your facility's pages" });
    await links.waitFor();
    expect(await links.getByRole('link', { name: 'Your assessment history' }).getAttribute('href')).toBe(
      `/facility/details/${facilityId}#assessment-history`,
    );
    expect(await links.getByRole('link', { name: 'MomCare for your facility' }).getAttribute('href')).toBe(
      `/facility/momcare/${facilityId}`,
    );
    // Their scores beside the peers' medians, on this page (never Benchmarking: network-only for them).
    expect(await links.getByRole('link', { name: 'Compare with your peers' }).getAttribute('href')).toBe(
      `/facility/details/${facilityId}#peer-medians`,
    );
    await screenshot(page, 'my-facility-landing');
    // The whole page, drawer included: the locked filter scrolls, so its scrolling area must take
    // focus and have a name (axe scrollable-region-focusable). Its ten selects mount one by one.
    await page.locator('#main-drawer').getByLabel('Surveys', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    // Home chosen later is honoured, without the network's shares, counts and maps.
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).first().click();
    const card = page.getByRole('region', { name: 'Your facility' });
    await card.getByRole('link', { name: "Your facility's details" }).waitFor();
    expect(page.url()).toContain('/home');
    expect(await page.getByText('Level distribution').count()).toBe(0);
    expect(await page.getByText('Average latest score').count()).toBe(0);
    await screenshot(page, 'my-facility-home');
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="your-facility-title"]' });
  });
});
