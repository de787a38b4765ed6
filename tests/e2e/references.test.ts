/**
 * A heat-map cell of Compare facilities
 * opens, by keyboard, the list of the facilities behind it (as many as the cell says, its score
 * range as a removable chip); Benchmarking sets the facility's scores beside the median of its
 * country, region or category, chosen by keyboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  formatCount,
  formatScore,
  screenshot,
  useSignedInStack,
} from './support';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const listCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });

describe('references and heat-map drill-through, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  /** The first active facilities with a latest assessment. */
  async function assessedFacilities(count: number) {
    const { rows } = await stack().db.query<{ id: number; name: string }>(
      `SELECT f.id, f.name FROM facilities f JOIN assessments a ON a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
       ORDER BY f.id LIMIT ${count}`,
      [ANALYST_ENVIRONMENT_ID],
    );
    return rows;
  }

  it('a heat-map cell opens by keyboard the facilities scoring that element in its band, as many as it says', async () => {
    const { page } = browser();
    const chosen = await assessedFacilities(3);
    await page.goto(`${stack().urls.web}/benchmarking/v2?ids=${chosen.map((row) => row.id).join(',')}`);
    const comparison = await expectedRows(stack(), 'BenchmarkingV2/Comparison', {
      facilityIds: chosen.map((row) => row.id),
      filter: DEFAULT_WIRE_FILTER,
    });
    const cell = comparison.find((row) => row.facilityId === chosen[0].id && row.score !== null);
    if (!cell || cell.score === null || cell.bandCount === null)
      throw new Error('the seed has no scored cell');
    const table = page.getByRole('table', { name: 'Service element scores of the chosen facilities' });
    const link = table.getByRole('link', {
      name: new RegExp(
        `^${escaped(formatScore(cell.score))}: open the ${formatCount(cell.bandCount)} facilit(y|ies) scoring \\d+ to \\d+ in ${escaped(cell.serviceElementName)}$`,
      ),
    });
    await link.waitFor();
    await expectNoAxeViolations(page, { include: 'main' });
    await screenshot(page, 'heat-map-links');
    await link.focus();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      formatScore(cell.score),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/facilities\?/);
    const address = new URL(page.url());
    expect(address.searchParams.get('element')).toBe(String(cell.serviceElementId));
    expect(address.searchParams.get('active')).toBe('yes');
    const [min, max] = (address.searchParams.get('score') ?? '').split('-').map(Number);
    expect(cell.score).toBeGreaterThanOrEqual(min);
    expect(cell.score).toBeLessThanOrEqual(max);
    await expect
      .poll(() => listCount(page).textContent())
      .toBe(`${formatCount(cell.bandCount)} ${cell.bandCount === 1 ? 'facility' : 'facilities'}`);
    const chips = page.getByRole('region', { name: 'Filter of this list' });
    const chip = `${cell.serviceElementName}: ${min} to ${max}`;
    await chips.getByText(chip).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'heat-map-drill-list');
    // the range is removable like any chip: the list widens to the filter's facilities
    await chips.getByRole('button', { name: `Remove ${chip}` }).click();
    await page.waitForURL((url) => url.search === '?env=afya-production&active=yes');
    // one Back per step: the chip removal, then the heat map
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('element') === String(cell.serviceElementId));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/benchmarking/v2');
  });

  it('Benchmarking draws the chosen median of the country, region or category beside each score, chosen by keyboard', async () => {
    const { page } = browser();
    const [target] = await assessedFacilities(1);
    await page.goto(`${stack().urls.web}/benchmarking?facilityId=${target.id}`);
    const peers = await expectedRows(stack(), 'Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'network',
      filter: DEFAULT_WIRE_FILTER,
    });
    const chart = page.getByRole('region', { name: 'Score against the peer range' });
    const rings = () =>
      page
        .locator('[data-reference]')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-reference')));
    const drawn = (field: 'nationalMedian' | 'regionalMedian' | 'peerMedian') =>
      peers.flatMap((row) => (row[field] === null ? [] : [String(row[field])]));
    await chart.waitFor();
    await expect.poll(rings).toEqual(drawn('nationalMedian'));
    const control = page.getByRole('radiogroup', { name: 'Median shown' });
    await control.getByRole('radio', { name: 'Country median' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(rings).toEqual(drawn('regionalMedian'));
    await page.keyboard.press('ArrowRight');
    await expect.poll(rings).toEqual(drawn('peerMedian'));
    await expect(control.getByRole('radio', { name: 'Category median' }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page, { include: 'main' });
    await screenshot(page, 'benchmarking-medians');
  });
});
