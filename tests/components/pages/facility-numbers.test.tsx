import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FacilityNumbersPage from '../../../src/pages/facility-numbers/FacilityNumbers.page';
import type { FacilityNumbersRow, FacilityPivotRow } from '../../../contract';
import { renderPage } from './kit-harness';

const pivotRow = (key: string, label: string, levels: Partial<FacilityPivotRow>): FacilityPivotRow => {
  const row = { key, label, level1: 0, level2: 0, level3: 0, level4: 0, level5: 0, none: 0, ...levels };
  return { ...row, total: row.level1 + row.level2 + row.level3 + row.level4 + row.level5 + row.none };
};
/** What FacilityNumbers/Pivot answers per dimension: the server counts, the page only shows. */
const PIVOT: Record<string, FacilityPivotRow[]> = {
  region: [pivotRow('20', 'Coast', { none: 1 }), pivotRow('10', 'Nairobi', { level1: 2 })],
  category: [pivotRow('1', 'Dispensary', { level1: 2, none: 1 })],
  activeState: [pivotRow('active', 'Active', { level1: 2 }), pivotRow('inactive', 'Inactive', { none: 1 })],
};
const pivot = (params: Record<string, unknown>) => PIVOT[params.dimension as string];
const answers = { 'FacilityNumbers/Counts': counts(), 'FacilityNumbers/Pivot': pivot };
function counts(): FacilityNumbersRow[] {
  return [
    { dimension: 'activeState', key: 'active', label: 'Active', count: 2 },
    { dimension: 'activeState', key: 'inactive', label: 'Inactive', count: 1 },
    { dimension: 'category', key: '1', label: 'Dispensary', count: 3 },
    { dimension: 'region', key: '10', label: 'Nairobi', count: 2 },
    { dimension: 'region', key: '20', label: 'Coast', count: 1 },
  ];
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Facility Numbers page', () => {
  it('while loading, shows a table skeleton', () => {
    renderPage(<FacilityNumbersPage />, { answers: { 'FacilityNumbers/Counts': 'pending' } });
    expect(screen.getByTestId('skeleton-table')).toBeInTheDocument();
  });

  it('when the filter matches nothing, says so', async () => {
    renderPage(<FacilityNumbersPage />, { answers: { 'FacilityNumbers/Counts': [] } });
    expect(await screen.findByText('No facilities match the filter')).toBeInTheDocument();
  });

  it('a failed query offers a retry', async () => {
    renderPage(<FacilityNumbersPage />, { answers: { 'FacilityNumbers/Counts': new Error('Forbidden') } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('counts facilities by region and level as a pivot with row totals and a totals row', async () => {
    const { backend } = renderPage(<FacilityNumbersPage />, { answers });
    expect(await screen.findByRole('article', { name: 'Facilities: 3' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Inactive: 1' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Facilities by Region and level' });
    expect(backend.calls.find((call) => call.key === 'FacilityNumbers/Pivot')?.params).toMatchObject({
      dimension: 'region',
      filter: { activeStates: [true] },
    });
    // Region, Level 1-5, Uncertified, Total
    expect(cells(within(table).getByRole('row', { name: /^Coast/ }))).toEqual([
      'Coast',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);
    expect(cells(within(table).getByRole('row', { name: /^Nairobi/ }))).toEqual([
      'Nairobi',
      '2',
      '0',
      '0',
      '0',
      '0',
      '0',
      '2',
    ]);
    expect(cells(within(table).getByRole('row', { name: /^Total/ }))).toEqual([
      'Total',
      '2',
      '0',
      '0',
      '0',
      '0',
      '1',
      '3',
    ]);
  });

  it('issue 15: every count of the pivot links to the facilities it counts', async () => {
    renderPage(<FacilityNumbersPage />, { answers });
    const table = await screen.findByRole('table', { name: 'Facilities by Region and level' });
    const query = (link: HTMLElement) =>
      Object.fromEntries(new URL(link.getAttribute('href') ?? '', 'http://portal.test').searchParams);
    const nairobi = within(table).getByRole('row', { name: /^Nairobi/ });
    const [level1, total] = within(nairobi).getAllByRole('link');
    expect(level1).toHaveTextContent('2');
    expect(query(level1)).toEqual({ region: '10', level: '1', active: 'yes' });
    expect(query(total)).toEqual({ region: '10', active: 'yes' });
    // a count of 0 is no link; the totals row narrows by level only
    expect(within(nairobi).getAllByRole('link')).toHaveLength(2);
    const [totalLevel1] = within(within(table).getByRole('row', { name: /^Total/ })).getAllByRole('link');
    expect(query(totalLevel1)).toEqual({ level: '1', active: 'yes' });
  });

  it('the rows can be switched to active state', async () => {
    renderPage(<FacilityNumbersPage />, { answers });
    await userEvent.click(await screen.findByText('Active state'));
    const table = await screen.findByRole('table', { name: 'Facilities by Active state and level' });
    expect(cells(within(table).getByRole('row', { name: /^Inactive/ }))).toEqual([
      'Inactive',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);
  });

  it('a failed pivot offers a retry while the figures stay', async () => {
    renderPage(<FacilityNumbersPage />, {
      answers: { 'FacilityNumbers/Counts': counts(), 'FacilityNumbers/Pivot': new Error('Pivot failed') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pivot failed');
    expect(screen.getByRole('article', { name: 'Facilities: 3' })).toBeInTheDocument();
  });

  it('the whole filtered facility list downloads as CSV from the server', async () => {
    const csv = new Blob(['id,name\r\n1,Amani\r\n'], { type: 'text/csv' });
    const exportFacilities = vi.fn(async () => csv);
    const createObjectURL = vi.fn(() => 'blob:facilities');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderPage(<FacilityNumbersPage />, { answers, calls: { exportFacilities } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download facility list (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(csv));
    expect(exportFacilities).toHaveBeenCalledWith({
      filter: expect.objectContaining({ activeStates: [true] }),
    });
  });
});
