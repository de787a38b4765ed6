import type { Page } from 'playwright-core';
import { ANALYST_ENVIRONMENT_ID, type E2eStack } from './index';

export interface AnalystPage {
  name: string;
  /** The address, given facilities that have data (assessments, documents, MomCare months). */
  path: (facilityIds: number[]) => string;
}

/** Every page of the analyst, once each. */
export const ANALYST_PAGES: readonly AnalystPage[] = [
  { name: 'home', path: () => '/home' },
  { name: 'facility-details', path: ([id]) => `/facility/details/${id}` },
  { name: 'momcare', path: ([id]) => `/facility/momcare/${id}` },
  { name: 'benchmarking', path: ([id]) => `/benchmarking?facilityId=${id}` },
  { name: 'benchmarking-v2', path: (ids) => `/benchmarking/v2?ids=${ids.join(',')}` },
  { name: 'network', path: () => '/network' },
  { name: 'yearly-performance', path: () => '/yearlyperformance' },
  { name: 'facility-numbers', path: () => '/facilitynumbers' },
  { name: 'statecharts', path: () => '/statecharts' },
  { name: 'public', path: () => '/public' },
  { name: 'not-found', path: () => '/no-such-page' },
];

/** Three facilities of the analyst's environment with assessments, documents and MomCare months. */
export async function facilitiesWithData(stack: E2eStack): Promise<number[]> {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f
     WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL
       AND EXISTS (SELECT 1 FROM activities a WHERE a.facility_id = f.id)
       AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
     ORDER BY f.id LIMIT 3`,
    [ANALYST_ENVIRONMENT_ID],
  );
  return rows.map((row) => row.id);
}

/** Opens a page in `culture` (the spec's `?language=` override) and waits until its data has arrived. */
export async function openInLanguage(page: Page, web: string, path: string, culture: string) {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${web}${path}${separator}language=${culture}`);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, culture);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Loading placeholders give way to the figures once the answers are in.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
}

/** The text a reader sees (innerText: laid-out text only, not hidden or script content). */
export const visibleText = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the check is about what is rendered, which textContent is not
  page.evaluate(() => document.body.innerText);
