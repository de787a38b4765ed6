/**
 * A view is saved
 * with its address, listed, reopened with its filter, renamed, made the start page (honoured
 * after a reload at the root) and deleted; its share link opens it for another user of the
 * tenant, and shows another tenant's user a clear message and nothing of the view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../src/services/i18n/locales/en-US/views.json';
import fr from '../../src/services/i18n/locales/fr-FR/views.json';
import {
  ANALYST_ENVIRONMENT_ID,
  chooseFilterLevel,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  figure,
  formatCount,
  openSignedInBrowser,
  screenshot,
  useSignedInStack,
} from './support';

const LEVEL_3 = `?env=${ANALYST_ENVIRONMENT_ID}&level=3&active=yes`;

async function openSavedViews(page: Page) {
  await page.getByRole('button', { name: 'Saved views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await dialog.waitFor();
  return dialog;
}

async function saveView(page: Page, name: string) {
  const dialog = await openSavedViews(page);
  await dialog.getByLabel('Name of the current view').fill(name);
  await dialog.getByRole('button', { name: 'Save current view' }).click();
  await dialog.getByRole('link', { name }).waitFor();
  return dialog;
}

describe('saved views on one stack, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it('save, list, reopen with the saved filter, rename, start page after a reload at the root, delete', async () => {
    const { page } = browser();
    const web = stack().urls.web;
    const [level3] = await expectedRows(stack(), 'Home/Summary', {
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [3] },
    });
    const level3Count = `Facilities: ${formatCount(level3.facilityCount)}`;
    await page.goto(`${web}/home${LEVEL_3}`);
    await expect.poll(() => figure(page, 'Facilities').getAttribute('aria-label')).toBe(level3Count);

    const dialog = await saveView(page, 'Level 3 facilities');
    expect(await dialog.getByRole('link', { name: 'Level 3 facilities' }).getAttribute('href')).toBe(
      `/home${LEVEL_3}`,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'saved-views-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Another filter, then the saved view brings its own back.
    await chooseFilterLevel(page, 4);
    await page.waitForURL((url) => url.searchParams.get('level') === '3,4');
    await (await openSavedViews(page)).getByRole('link', { name: 'Level 3 facilities' }).click();
    await page.waitForURL((url) => url.search === LEVEL_3);
    await expect.poll(() => figure(page, 'Facilities').getAttribute('aria-label')).toBe(level3Count);

    const views = await openSavedViews(page);
    const actions = views.getByRole('group', { name: 'Actions for Level 3 facilities' });
    await actions.getByRole('button', { name: 'Rename' }).click();
    await views.getByLabel('New name for Level 3 facilities').fill('Level 3 (Home)');
    await page.keyboard.press('Enter');
    await views.getByRole('link', { name: 'Level 3 (Home)' }).waitFor();
    await views
      .getByRole('group', { name: 'Actions for Level 3 (Home)' })
      .getByRole('button', { name: 'Make start page' })
      .click();
    await views.getByText('Start page', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // The root address, after a reload, opens the start page instead of the default Home.
    await page.goto(`${web}/network`);
    await page.goto(`${web}/`);
    await page.waitForURL((url) => url.pathname === '/home' && url.search === LEVEL_3);
    await expect.poll(() => figure(page, 'Facilities').getAttribute('aria-label')).toBe(level3Count);

    const last = await openSavedViews(page);
    await last.getByRole('button', { name: 'Delete' }).click();
    await last.getByRole('button', { name: 'Delete view' }).click();
    await last.getByText(/You have no saved views yet/).waitFor();
    await page.keyboard.press('Escape');
    // Without a start page the root stays Home (with the filter the user last chose).
    await page.goto(`${web}/`);
    await (await openSavedViews(page)).getByText(/You have no saved views yet/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a share link opens the view for another user of the tenant; another tenant gets a message and no view', async () => {
    const { page } = browser();
    const web = stack().urls.web;
    await page.goto(`${web}/facilities?level=3&active=yes`);
    // the list's address names its environment: the view saves it
    await page.waitForURL((url) => url.search === '?env=afya-production&level=3&active=yes');
    const dialog = await saveView(page, 'Level 3 list');
    await dialog
      .getByRole('group', { name: 'Actions for Level 3 list' })
      .getByRole('button', { name: 'Copy link' })
      .click();
    // On the clipboard where the browser allows it; either way the notification shows the link.
    const notice = page.getByText(/^(Link copied|Copy this link): /);
    const link = /(http\S+\?view=sv_[\w-]+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
    expect(link.startsWith(`${web}/?view=sv_`)).toBe(true);

    const viewer = await openSignedInBrowser(`${web}/`, 'viewer@demo.test');
    try {
      await viewer.page.goto(link);
      await viewer.page.waitForURL(
        (url) => url.pathname === '/facilities' && url.search === '?env=afya-production&level=3&active=yes',
      );
      const shared = await openSavedViews(viewer.page);
      await shared.getByRole('heading', { name: 'Shared with me' }).waitFor();
      await shared.getByRole('link', { name: 'Level 3 list' }).waitFor();
      expect(await shared.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    } finally {
      await viewer.close();
    }

    const outsider = await openSignedInBrowser(`${web}/`, 'analyst@second.test');
    try {
      await outsider.page.goto(link);
      // The other tenant's user reads the portal in their own language (French in the seed).
      const notFound = outsider.page
        .getByText(en.problems.notFound, { exact: true })
        .or(outsider.page.getByText(fr.problems.notFound, { exact: true }));
      await notFound.waitFor();
      expect(new URL(outsider.page.url()).pathname).toBe('/');
      expect(await outsider.page.getByText('Level 3 list').count()).toBe(0);
      await screenshot(outsider.page, 'saved-views-other-tenant');
    } finally {
      await outsider.close();
    }
  });
});
