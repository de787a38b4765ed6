/**
 * A figure explains
 * itself on hover and keyboard focus and opens the facilities behind it; the list is paged, sorted
 * and searched on the server, its filter is removable chips; the filtered pages keep their filter
 * in the address (one Back per step, shareable within the tenant, Not Authorized outside it); the
 * public list is searched by place and filtered by level, and a certificate fits a phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseFilterLevel,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  figure,
  formatCount,
  holdAnswersForFilter,
  openSignedInBrowser,
  screenshot,
  useSignedInStack,
} from './support';

const search = (page: Page) => new URL(page.url()).search;
const listCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });
const firstName = (page: Page) =>
  page.getByRole('table', { name: 'Facilities' }).locator('tbody tr td a').first();

describe('the analysis features on one stack, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  describe('drill-through from a figure to the list of its facilities', () => {
    it('a figure explains itself on keyboard focus and on hover, and Escape closes the explanation', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/home`);
      const info = figure(page, 'Average latest score').getByRole('button', {
        name: 'What "Average latest score" means',
      });
      await info.waitFor();
      await info.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip.textContent()).resolves.toBe(
        "Mean of each facility's latest assessment total score, out of 100.",
      );
      await expect(info.getAttribute('aria-describedby')).resolves.toBe(await tooltip.getAttribute('id'));
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
      await figure(page, 'Facilities').getByRole('button').hover();
      await expect(tooltip.textContent()).resolves.toContain('Facilities matching the current filter');
      await expectNoAxeViolations(page);
    });

    it('a level figure opens its facilities: same count, filter as chips, and a chip can be removed', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/home`);
      const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
      await figure(page, 'Certified at level 3').getByRole('link').click();
      await page.waitForURL(/\/facilities\?/);
      expect(search(page)).toBe('?env=afya-production&level=3&active=yes');
      await expect(listCount(page).textContent()).resolves.toBe(`${formatCount(summary.level3)} facilities`);
      const chips = page.getByRole('region', { name: 'Filter of this list' });
      await chips.getByRole('button', { name: 'Remove Level 3' }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'drill-through-level-3');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download this list (CSV)' }).click(),
      ]);
      const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
      // A header, then one line per facility of the list.
      expect(csv.length - 1).toBe(summary.level3);
      await chips.getByRole('button', { name: 'Remove Level 3' }).click();
      await page.waitForURL((url) => url.search === '?env=afya-production&active=yes');
      // the list keeps its rows on screen ("Updating…") until the wider answer arrives
      await expect
        .poll(() => listCount(page).textContent())
        .toBe(`${formatCount(summary.activeCount)} facilities`);
      // One Back per step: the chip removal, then Home.
      await page.goBack();
      await page.waitForURL((url) => url.search === '?env=afya-production&level=3&active=yes');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/home');
      await page.goForward();
      await page.waitForURL((url) => url.search === '?env=afya-production&level=3&active=yes');
    });

    it('sorting, searching and paging happen on the server and are steps of the address', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/facilities?active=all`);
      await listCount(page).waitFor();
      const before = await firstName(page).textContent();
      await page.getByRole('button', { name: /^Facility/ }).click();
      await page.waitForURL((url) => url.search === '?env=afya-production&dir=desc');
      await expect
        .poll(() => page.getByRole('columnheader', { name: /Facility/ }).getAttribute('aria-sort'))
        .toBe('descending');
      await expect.poll(() => firstName(page).textContent()).not.toBe(before);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.search === '?env=afya-production&dir=desc&page=2');
      const word = (before ?? '').split(' ')[0];
      await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(word);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === word && !url.searchParams.has('page'));
      const names = () =>
        page.getByRole('table', { name: 'Facilities' }).locator('tbody tr td a').allTextContents();
      await expect.poll(async () => (await names()).every((name) => name.includes(word))).toBe(true);
      await page.goBack();
      await page.waitForURL((url) => url.search === '?env=afya-production&dir=desc&page=2');
      await page.goBack();
      await page.waitForURL((url) => url.search === '?env=afya-production&dir=desc');
    });

    it('from the list to Facility Details and back to the same list', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/facilities?sort=latestScore&dir=desc`);
      const name = (await firstName(page).textContent()) ?? '';
      await firstName(page).click();
      await page.waitForURL(/\/facility\/details\/\d+/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.search === '?env=afya-production&sort=latestScore&dir=desc');
      await expect(firstName(page).textContent()).resolves.toBe(name);
    });

    it('an address it cannot read falls back to the defaults with a notice, never a crash', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/facilities?level=9&sort=password&region=4`);
      // the one "not understood" notice of every address (src/app/hooks/address-notice.hooks.ts)
      await page.getByText('Part of the address was not understood (level, sort)').waitFor();
      await page.waitForURL((url) => url.search === '?env=afya-production&region=4');
      await listCount(page).or(page.getByText('No facility matches')).first().waitFor();
    });

    it('a district of Network Level opens the list of its facilities', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/network`);
      const table = (level: string) => page.getByRole('table', { name: `${level} of the filtered network` });
      await table('Countries').locator('tbody tr').first().getByRole('button').first().click();
      await table('Regions').locator('tbody tr').first().getByRole('button').first().click();
      await table('Districts').waitFor();
      await page.waitForLoadState('networkidle');
      // The row is found by its name, so a re-render cannot swap the row read for the row clicked.
      const name = (await table('Districts').locator('tbody tr td').first().textContent()) ?? '';
      const district = table('Districts').locator('tbody tr', { hasText: name }).first();
      // columns: place, average score, facilities, ...
      const districtFacilities = Number(
        (await district.locator('td').nth(2).textContent())?.replace(/,/g, ''),
      );
      await district.getByRole('button', { name }).click();
      await page.waitForURL(
        /\/facilities\?env=afya-production&country=\d+&region=\d+&district=\d+&active=yes$/,
      );
      await expect(listCount(page).textContent()).resolves.toBe(
        `${formatCount(districtFacilities)} ${districtFacilities === 1 ? 'facility' : 'facilities'}`,
      );
    });

    it("a count of Network's table and a level segment of its chart open the facilities they count", async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/network`);
      const countries = page.getByRole('table', { name: 'Countries of the filtered network' });
      const first = countries.locator('tbody tr').first();
      await first.waitFor();
      const country = (await first.locator('td').first().textContent()) ?? '';
      // columns: place, average score, facilities, active, level 1, level 2, ...
      const level2 = first.locator('td').nth(5);
      const level2Count = Number((await level2.textContent())?.replace(/,/g, ''));
      await level2.getByRole('link').click();
      await page.waitForURL(/\/facilities\?env=afya-production&country=\d+&level=2&active=yes$/);
      await expect(listCount(page).textContent()).resolves.toBe(
        `${formatCount(level2Count)} ${level2Count === 1 ? 'facility' : 'facilities'}`,
      );
      await page.goBack();
      // the same list from the chart: a click on the country's level-2 segment
      await page
        .locator('svg title', { hasText: `${country} · Level 2:` })
        .locator('..')
        .click();
      await page.waitForURL(/\/facilities\?env=afya-production&country=\d+&level=2&active=yes$/);
      await expect(listCount(page).textContent()).resolves.toBe(
        `${formatCount(level2Count)} ${level2Count === 1 ? 'facility' : 'facilities'}`,
      );
    });

    it('a level bar of Home and a figure of Yearly Performance open lists of as many facilities as they count', async () => {
      const { page } = browser();
      const facilities = (count: number) =>
        `${formatCount(count)} ${count === 1 ? 'facility' : 'facilities'}`;
      const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
      await page.goto(`${stack().urls.web}/home`);
      await page
        .locator('svg title', { hasText: /^Level 2 · Facilities:/ })
        .locator('..')
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/facilities' && url.search === '?env=afya-production&level=2&active=yes',
      );
      await expect(listCount(page).textContent()).resolves.toBe(facilities(summary.level2));
      const years = await expectedRows(stack(), 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
      const latest = years.at(-1);
      if (!latest) throw new Error('the seed has no assessment year');
      await page.goto(`${stack().urls.web}/yearlyperformance`);
      await figure(page, `Facilities assessed ${latest.year}`).getByRole('link').click();
      await page.waitForURL(
        (url) => url.search === `?env=afya-production&active=yes&assessedYear=${latest.year}`,
      );
      await expect(listCount(page).textContent()).resolves.toBe(facilities(latest.assessedCount));
      const chips = page.getByRole('region', { name: 'Filter of this list' });
      await chips.getByRole('button', { name: `Remove Assessed in ${latest.year}` }).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'drill-through-yearly-assessed');
    });

    it('a figure of a quarter chosen on Home opens the facilities assessed in it, as many as it counts', async () => {
      const { page } = browser();
      const [q2] = await expectedRows(stack(), 'Home/PeriodAssessments', {
        filter: DEFAULT_WIRE_FILTER,
        period: '2025-Q2',
        compareTo: 'previous',
      });
      expect(q2.assessedCount).toBeGreaterThan(0);
      await page.goto(`${stack().urls.web}/home`);
      const section = page.getByRole('region', { name: 'Assessments in the period' });
      await section.getByText('2025 compared with 2024').waitFor();
      await section.getByRole('combobox', { name: 'Period type' }).selectOption({ label: 'Quarter' });
      await section.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: 'Q2' });
      await section.getByText('Q2 2025 compared with Q1 2025').waitFor();
      const assessed = figure(page, 'Assessments');
      await expect.poll(() => assessed.textContent()).toContain(formatCount(q2.assessedCount));
      await assessed.getByRole('link').click();
      await page.waitForURL(
        (url) =>
          url.search === '?env=afya-production&active=yes&assessedFrom=2025-04-01&assessedTo=2025-06-30',
      );
      await expect(listCount(page).textContent()).resolves.toBe(
        `${formatCount(q2.assessedCount)} ${q2.assessedCount === 1 ? 'facility' : 'facilities'}`,
      );
      const chips = page.getByRole('region', { name: 'Filter of this list' });
      await chips
        .getByRole('button', { name: 'Remove Assessed between Apr 1, 2025 and Jun 30, 2025' })
        .waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'drill-through-home-quarter');
    });
  });

  describe('the filter, the drill path and the environment live in the address', () => {
    const level = (page: Page) => new URL(page.url()).searchParams.get('level');

    it('a filter change is one step of the history: Back undoes it, Forward redoes it', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/home`);
      await page.waitForURL((url) => url.searchParams.get('env') === 'afya-production');
      expect(search(page)).toBe('?env=afya-production&active=yes');
      const [all] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
      const [level2] = await expectedRows(stack(), 'Home/Summary', {
        filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [2] },
      });
      await chooseFilterLevel(page, 2);
      await page.waitForURL((url) => url.searchParams.get('level') === '2');
      await expect
        .poll(() => figure(page, 'Facilities').getAttribute('aria-label'))
        .toBe(`Facilities: ${formatCount(level2.facilityCount)}`);
      // A quick Back: the level's other answers may still be arriving (see the next test).
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('level'));
      await expect
        .poll(() => figure(page, 'Facilities').getAttribute('aria-label'))
        .toBe(`Facilities: ${formatCount(all.facilityCount)}`);
      await page.goForward();
      await page.waitForURL((url) => url.searchParams.get('level') === '2');
      expect(level(page)).toBe('2');
    });

    it("a quick Back while the level's answers are held: their late arrival leaves the restored filter's figures", async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/home?env=afya-production&active=yes`);
      const [all] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
      const facilities = () => figure(page, 'Facilities').getAttribute('aria-label');
      await expect.poll(facilities).toBe(`Facilities: ${formatCount(all.facilityCount)}`);
      const level2Answers = await holdAnswersForFilter(page, '"awardedLevels":[2]');
      await chooseFilterLevel(page, 2);
      await page.waitForURL((url) => url.searchParams.get('level') === '2');
      await level2Answers.arrived('Home/Summary');
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('level'));
      const updating = page.getByText('Updating…');
      await expect.poll(() => updating.count()).toBe(0);
      await expect.poll(facilities).toBe(`Facilities: ${formatCount(all.facilityCount)}`);
      await level2Answers.release();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => updating.count()).toBe(0);
      expect(await facilities()).toBe(`Facilities: ${formatCount(all.facilityCount)}`);
      await expect(page.getByRole('combobox', { name: 'Certification levels' }).inputValue()).resolves.toBe(
        '',
      );
      expect(search(page)).toBe('?env=afya-production&active=yes');
    });

    it('Network Level: one Back per drill-down step', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/network?env=afya-production&active=yes`);
      const table = (name: string) => page.getByRole('table', { name: `${name} of the filtered network` });
      await table('Countries').locator('tbody tr').first().getByRole('button').first().click();
      await table('Regions').waitFor();
      await table('Regions').locator('tbody tr').first().getByRole('button').first().click();
      await table('Districts').waitFor();
      await page.goBack();
      await table('Regions').waitFor();
      await page.goBack();
      await table('Countries').waitFor();
      expect(search(page)).toBe('?env=afya-production&active=yes');
    });

    it('a copied address shows the same view to another user of the tenant, and Not Authorized to another tenant', async () => {
      const shared = `${stack().urls.web}/home?env=afya-production&level=3&active=yes`;
      const [level3] = await expectedRows(stack(), 'Home/Summary', {
        filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [3] },
      });
      const viewer = await openSignedInBrowser(`${stack().urls.web}/`, 'viewer@demo.test');
      try {
        await viewer.page.goto(shared);
        await expect
          .poll(() => figure(viewer.page, 'Facilities').getAttribute('aria-label'))
          .toBe(`Facilities: ${formatCount(level3.facilityCount)}`);
        expect(new URL(viewer.page.url()).searchParams.get('level')).toBe('3');
      } finally {
        await viewer.close();
      }
      const outsider = await openSignedInBrowser(`${stack().urls.web}/`, 'analyst@second.test');
      try {
        await outsider.page.goto(shared);
        await outsider.page.waitForURL((url) => url.pathname === '/not-authorized');
        expect(await figure(outsider.page, 'Facilities').count()).toBe(0);
      } finally {
        await outsider.close();
      }
    });

    it('an unreadable filter parameter falls back with one notice, never a crash', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/home?env=afya-production&level=9&active=yes`);
      const notice = page.getByText('Part of the address was not understood (level)');
      await notice.first().waitFor();
      await page.waitForURL((url) => url.search === '?env=afya-production&active=yes');
      await figure(page, 'Facilities').waitFor();
      expect(await notice.count()).toBe(1);
    });
  });

  describe('the public page', () => {
    it('searches by place and filters by level on the server; a certificate fits a phone', async () => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}/public?tenantId=afya`);
      const rows = page.getByRole('table').locator('tbody tr');
      await rows.first().waitFor();
      // the place is "district, region, country"
      const region = ((await rows.first().locator('td').nth(2).textContent()) ?? '').split(',')[1].trim();
      await page.getByRole('searchbox', { name: 'Search certified facilities' }).fill(region);
      await expect
        .poll(async () =>
          (await rows.locator('td:nth-child(3)').allTextContents()).every((place) =>
            place.split(', ').some((name) => name.startsWith(region)),
          ),
        )
        .toBe(true);
      await page.getByRole('searchbox', { name: 'Search certified facilities' }).fill('');
      await page.getByRole('combobox', { name: 'Certification level' }).selectOption('4');
      await expect
        .poll(async () => {
          const levels = await rows.locator('td:nth-child(2)').allTextContents();
          return levels.length > 0 && levels.every((text) => /level 4/i.test(text));
        })
        .toBe(true);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await rows.first().getByRole('link').click();
      await page.getByRole('img').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'public-certificate-phone');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  });
});
