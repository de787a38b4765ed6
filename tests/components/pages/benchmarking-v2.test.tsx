import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BenchmarkingV2Page from '../../../src/pages/benchmarking-v2/BenchmarkingV2.page';
import { applyPicks, parseIdList } from '../../../src/pages/benchmarking-v2/comparison.model';
import type { BenchmarkComparisonRow } from '../../../contract';
import { facility, fakeQueries, neverAnswers, renderPage, result } from './benchmarking-pages.harness';

const NAMES = ['Amani', 'Baraka', 'Chanzo', 'Dawa', 'Elimu', 'Faraja', 'Gatuzi', 'Huruma', 'Imani'];
const FACILITIES = NAMES.map((name, index) => facility(index + 1, `${name} Clinic`));

const comparisonRows = (ids: number[]): BenchmarkComparisonRow[] =>
  ids.flatMap((id) => [
    {
      facilityId: id,
      facilityName: `${NAMES[id - 1]} Clinic`,
      serviceElementId: 1,
      serviceElementName: 'Clinical Care',
      score: 50 + id * 5,
      peerMedian: 62.5,
    },
    {
      facilityId: id,
      facilityName: `${NAMES[id - 1]} Clinic`,
      serviceElementId: 2,
      serviceElementName: 'Human Resources',
      score: id === 2 ? null : 90 - id * 5,
      peerMedian: 70,
    },
  ]);

const renderV2 = (
  path: string,
  fetch = fakeQueries({ 'BenchmarkingV2/Comparison': result(comparisonRows([1, 2, 3])) }),
  extra = {},
) =>
  renderPage(<BenchmarkingV2Page />, {
    path,
    routePath: '/benchmarking/v2',
    fetch,
    facilities: FACILITIES,
    ...extra,
  });

const bodyRowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Benchmarking V2 page', { timeout: 20_000 }, () => {
  it('shows a loading skeleton while the first page of facilities is on its way', () => {
    renderV2('/benchmarking/v2?ids=1,2', neverAnswers, { facilities: 'pending' });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
  });

  it('shows a table skeleton while the comparison loads', async () => {
    renderV2('/benchmarking/v2?ids=1,2', neverAnswers);
    expect(await screen.findByTestId('skeleton-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByPlaceholderText('Search and add a facility')).toBeInTheDocument();
  });

  it('shows the empty state when the filter matches no facility', async () => {
    renderV2('/benchmarking/v2', neverAnswers, { facilities: [] });
    expect(await screen.findByText('No facilities match the filter')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search and add a facility')).not.toBeInTheDocument();
  });

  it('each heat map cell prints its score, and the network median is the reference row', async () => {
    const view = renderV2('/benchmarking/v2?ids=1,2,3');
    const table = await screen.findByRole('table', {
      name: 'Service element scores of the chosen facilities',
    });
    expect(view.fetchCalls[0]).toMatchObject({
      key: 'BenchmarkingV2/Comparison',
      params: { facilityIds: [1, 2, 3] },
    });
    const baraka = within(table).getByRole('row', { name: /Baraka Clinic/ });
    expect(
      within(baraka)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Baraka Clinic', '60', '—no score', '60']);
    const reference = within(table).getByRole('row', { name: /Network median/ });
    expect(
      within(reference)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Network median (reference)', '62.5', '70', '66.3']);
  });

  it('sorting by a service element column orders the facilities by that score, facilities without one last', async () => {
    renderV2('/benchmarking/v2?ids=1,2,3');
    const table = await screen.findByRole('table', {
      name: 'Service element scores of the chosen facilities',
    });
    expect(bodyRowNames(table)).toEqual([
      'Amani Clinic',
      'Baraka Clinic',
      'Chanzo Clinic',
      'Network median (reference)',
    ]);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Human Resources/ }));
    expect(bodyRowNames(table)).toEqual([
      'Chanzo Clinic',
      'Amani Clinic',
      'Baraka Clinic',
      'Network median (reference)',
    ]);
    await user.click(within(table).getByRole('button', { name: /Human Resources/ }));
    expect(bodyRowNames(table)).toEqual([
      'Amani Clinic',
      'Chanzo Clinic',
      'Baraka Clinic',
      'Network median (reference)',
    ]);
  });

  it('a ninth pick is refused with a message and the eight chosen stay', async () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8];
    const view = renderV2(
      `/benchmarking/v2?ids=${eight.join(',')}`,
      fakeQueries({ 'BenchmarkingV2/Comparison': result(comparisonRows(eight)) }),
    );
    await screen.findByRole('table');
    const user = userEvent.setup();
    const input = screen.getByLabelText('Facilities to compare', { selector: 'input' });
    await user.click(input);
    await user.type(input, 'Imani');
    await user.click(await screen.findByRole('option', { name: 'Imani Clinic' }));
    expect(
      await screen.findByText('At most 8 facilities can be compared. Remove one before adding another.'),
    ).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?ids=${eight.join(',')}`);
    expect(view.fetchCalls.every((call) => (call.params.facilityIds as number[]).length <= 8)).toBe(true);
  });

  it('a failed comparison shows an error with a retry', async () => {
    let failing = true;
    renderV2('/benchmarking/v2?ids=1', async () => {
      if (failing) throw new Error('Facility 1 not found.');
      return result(comparisonRows([1]));
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });

  it('accepts up to eight facilities and keeps ids from the address only once and only eight', () => {
    expect(applyPicks([1, 2], [1, 2, 3])).toEqual({ accepted: true, ids: [1, 2, 3] });
    expect(applyPicks([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({
      accepted: false,
      ids: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(parseIdList('3,3,x,-1,4,5,6,7,8,9,10,11')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
