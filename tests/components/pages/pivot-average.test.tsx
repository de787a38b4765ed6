import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FacilityNumbersRow, FacilityPivotCell } from '../../../contract';
import FacilityNumbersPage from '../../../src/pages/facility-numbers/FacilityNumbers.page';
import { rowCells } from '../support/row-cells';
import { renderPage } from './kit-harness';

/**
 * The pivot shows the average score per cell as well as counts: each cell, total and the grand
 * total is the server's mean latest score of the facilities it counts; a cell of unscored
 * facilities has none ("—"), and it still opens the facilities it counts.
 */
const cell = (
  rowKey: string | null,
  rowLabel: string | null,
  columnKey: string | null,
  count: number,
  averageScore: number | null,
): FacilityPivotCell => ({
  rowKey,
  rowLabel,
  columnKey,
  columnLabel: columnKey,
  count,
  rowShare: 0,
  columnShare: 0,
  averageScore,
});
// Nairobi: two level-1 facilities (60 and 71.3); Coast: one facility never scored
const PIVOT = [
  cell('10', 'Nairobi', '1', 2, 65.7),
  cell('10', 'Nairobi', null, 2, 65.7),
  cell('20', 'Coast', 'none', 1, null),
  cell('20', 'Coast', null, 1, null),
  cell(null, null, '1', 2, 65.7),
  cell(null, null, 'none', 1, null),
  cell(null, null, null, 3, 65.7),
];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('Facility Numbers: the average score per cell', () => {
  it('shows each cell’s average score, says what the cells mean, and keeps it in the address', async () => {
    renderPage(
      <>
        <FacilityNumbersPage />
        <Search />
      </>,
      {
        answers: {
          'FacilityNumbers/Counts': [
            { dimension: 'activeState', key: 'active', label: 'Active', count: 3 },
          ] satisfies FacilityNumbersRow[],
          'FacilityNumbers/Pivot': PIVOT,
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Facilities by Region and Level' });
    await userEvent.click(screen.getByRole('radio', { name: 'Average score' }));
    await waitFor(() =>
      expect(rowCells(within(table).getByRole('row', { name: /^Nairobi/ }))).toEqual([
        'Nairobi',
        '65.7',
        '—',
        '65.7',
      ]),
    );
    expect(rowCells(within(table).getByRole('row', { name: /^Coast/ }))).toEqual(['Coast', '—', '—', '—']);
    expect(rowCells(within(table).getByRole('row', { name: /^Total/ }))).toEqual([
      'Total',
      '65.7',
      '—',
      '65.7',
    ]);
    expect(screen.getByText(/^Each cell is the average latest score of its facilities/)).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('show=averageScore');
    // the facilities behind an average are still a click away
    expect(
      within(within(table).getByRole('row', { name: /^Nairobi/ })).getAllByRole('link')[0],
    ).toHaveAttribute('href', expect.stringContaining('region=10'));
  });
});
