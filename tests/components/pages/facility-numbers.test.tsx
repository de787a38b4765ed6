import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FacilityNumbersPage from '../../../src/pages/facility-numbers/FacilityNumbers.page';
import type { FacilityNumbersRow } from '../../../contract';
import { facility, renderPage } from './kit-harness';

const facilities = [
  { ...facility(1, 1), location: { ...facility(1, 1).location, regionId: 10 } },
  { ...facility(2, 1), location: { ...facility(2, 1).location, regionId: 10 } },
  { ...facility(3, null, false), location: { ...facility(3, null).location, regionId: 20 } },
];
const counts: FacilityNumbersRow[] = [
  { dimension: 'activeState', key: 'active', label: 'Active', count: 2 },
  { dimension: 'activeState', key: 'inactive', label: 'Inactive', count: 1 },
  { dimension: 'category', key: '1', label: 'Dispensary', count: 3 },
  { dimension: 'region', key: '10', label: 'Nairobi', count: 2 },
  { dimension: 'region', key: '20', label: 'Coast', count: 1 },
];

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
    renderPage(<FacilityNumbersPage />, { answers: { 'FacilityNumbers/Counts': counts }, facilities });
    expect(await screen.findByRole('article', { name: 'Facilities: 3' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Inactive: 1' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Facilities by Region and level' });
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

  it('the rows can be switched to active state', async () => {
    renderPage(<FacilityNumbersPage />, { answers: { 'FacilityNumbers/Counts': counts }, facilities });
    await userEvent.click(await screen.findByText('Active state'));
    const table = screen.getByRole('table', { name: 'Facilities by Active state and level' });
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
});
