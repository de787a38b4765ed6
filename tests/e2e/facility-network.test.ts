/**
 * In Chromium against the real stack (docs/ui.md, Network pages for a facility user):
 * the seed's facility manager, a facility user holding every network page's permission, lands on
 * their facility's page; the menu offers Home and Yearly Performance only; Benchmarking, Compare
 * facilities, Network Level and Facility Numbers opened by their address say they compare many
 * facilities and lead to the facility's page; Yearly Performance is their facility's own score and
 * level per year. Clean under axe.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, useSignedInStack } from './support';

describe('network pages, signed in as a facility user holding their permissions', () => {
  const { stack, browser } = useSignedInStack('manager@demo.test');

  it('offers Home and Yearly Performance; network pages by address explain and lead to the facility', async () => {
    const { page } = browser();
    // the page names its environment in its address
    await page.waitForURL(/\/facility\/details\/\d+\?env=[\w-]+$/, { timeout: 30_000 });
    const facilityPage = new URL(page.url()).pathname;
    const menu = page.getByRole('navigation', { name: 'Pages', exact: true });
    await menu.getByRole('link', { name: 'Yearly Performance' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Home', 'Yearly Performance']);

    for (const [path, name] of [
      ['/benchmarking', 'Benchmarking'],
      ['/benchmarking/v2', 'Compare facilities'],
      ['/network', 'Network Level'],
      ['/facilitynumbers', 'Facility Numbers'],
    ]) {
      await page.goto(`${stack().urls.web}${path}`);
      const notice = page.getByRole('alert').filter({ hasText: `${name} compares many facilities` });
      const link = notice.getByRole('link', { name: "Open your facility's page" });
      await expect.poll(() => link.getAttribute('href'), { timeout: 30_000 }).toBe(facilityPage);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await screenshot(page, 'facility-network-notice');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: "Open your facility's page" }).click();
    await page.waitForURL((url) => url.pathname === facilityPage);

    // Yearly Performance: the facility's own score and level per year, no counts of one facility.
    await menu.getByRole('link', { name: 'Yearly Performance' }).click();
    await page.getByText(/^Your score \d{4}$/).waitFor({ timeout: 30_000 });
    expect(await page.getByText("Your facility's score per year").count()).toBe(1);
    expect(await page.getByText('Level mix per year').count()).toBe(0);
    expect(await page.getByText(/^Facilities assessed/).count()).toBe(0);
    const years = page.getByRole('table', { name: 'Overall results per year' });
    await years.getByRole('columnheader', { name: /^Level/ }).waitFor();
    await screenshot(page, 'facility-network-yearly');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, { include: 'main' });
  });
});
