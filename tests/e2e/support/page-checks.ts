import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { QueryKey, QueryParams, QueryRowTypes } from '../../../contract/query.schemas';
import { DEFAULT_FILTER, PERSIST_ID } from '../../../machines/filter';
import { persistKey } from '../../../machines/shared/persistence';
import { QUERY_REGISTRY } from '../../../server/queries/query-registry';
import type { E2eStack } from './e2e-stack';

/** The analyst's first environment, which the portal selects after sign-in (all toggles on). */
export const ANALYST_ENVIRONMENT_ID = 'afya-production';
/** The default facility filter on the wire: active facilities only. */
export const DEFAULT_WIRE_FILTER = {
  countryIds: [],
  regionIds: [],
  districtIds: [],
  awardedLevels: [],
  facilityCategoryIds: [],
  activeStates: [true],
  facilityGroupIds: [],
  surveyIds: [],
};

/** A count as the English portal shows it. */
export const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(value);
/** A 0-100 score as the English portal shows it (one decimal, a dash for none). */
export const formatScore = (value: number | null) =>
  value === null
    ? '—'
    : new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The server's own query over the stack's seeded database: the figures a page must show. */
export function expectedRows<K extends QueryKey>(
  stack: E2eStack,
  key: K,
  params: QueryParams<K>,
): Promise<QueryRowTypes[K][]> {
  return QUERY_REGISTRY[key].run({
    db: stack.db,
    scope: { environmentId: ANALYST_ENVIRONMENT_ID },
    params,
  } as never);
}

/** The cell texts of a named table's rows (`rows` picks them, e.g. 'tbody tr' or 'tfoot tr'). */
export async function tableCells(page: Page, tableName: string, rows = 'tbody tr'): Promise<string[][]> {
  const table = page.getByRole('table', { name: tableName, exact: true });
  await table.waitFor();
  return table
    .locator(rows)
    .evaluateAll((found) =>
      found.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/**
 * Downloads a table in one of its formats ("CSV (comma-separated)", "Excel spreadsheet (.xlsx)").
 * Its button is "Download <table> (n rows)", or "Download table: <table> (n rows)" in a card that
 * downloads an image too (the heat map).
 */
export async function downloadTable(page: Page, tableName: string, format: string) {
  await page.getByRole('button', { name: new RegExp(`^Download (?:table: )?${tableName} \\(`) }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: format, exact: true }).click(),
  ]);
  return download;
}

/** Exports a table and returns the CSV's lines without the header. */
export async function exportCsv(page: Page, tableName: string): Promise<string[]> {
  const download = await downloadTable(page, tableName, 'CSV (comma-separated)');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split('\r\n').slice(1);
}

/** Picks one certification level in the filter panel. */
export async function chooseFilterLevel(page: Page, level: number) {
  await page.getByRole('combobox', { name: 'Certification levels' }).click();
  await page.getByRole('option', { name: `Level ${level}`, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The filter the device keeps for the next page load (IndexedDB `qap`, store `state`). */
const keptFilter = (page: Page, key: string) =>
  page.evaluate(
    (storedAs) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('qap');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('state')) return resolve(null);
          const read = db.transaction('state').objectStore('state').get(storedAs);
          read.onsuccess = () =>
            resolve((read.result as { data?: { filter?: unknown } } | undefined)?.data?.filter);
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );

/**
 * The filter panel's Reset: back to the default filter, waited for until it holds on screen (Reset
 * has nothing left to reset) and on the device, so a page load right after starts from it too.
 */
export async function resetFilter(page: Page) {
  const reset = page.getByRole('button', { name: 'Reset' });
  await reset.click();
  await expect.poll(() => reset.isDisabled()).toBe(true);
  await expect.poll(() => keptFilter(page, persistKey(PERSIST_ID))).toEqual(DEFAULT_FILTER);
}
