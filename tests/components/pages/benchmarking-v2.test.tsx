import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BenchmarkingV2Page from '../../../src/pages/benchmarking-v2/BenchmarkingV2.page';
import { applyPicks, readComparedIds } from '../../../src/pages/benchmarking-v2/comparison.model';
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
      bandCount: 10 + id,
      scoredCount: 40,
    },
    {
      facilityId: id,
      facilityName: `${NAMES[id - 1]} Clinic`,
      serviceElementId: 2,
      serviceElementName: 'Human Resources',
      score: id === 2 ? null : 90 - id * 5,
      peerMedian: 70,
      bandCount: id === 2 ? null : 5,
      scoredCount: 38,
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
    ).toEqual(['Baraka Clinic', '60.0', '—no score', '60.0']);
    const reference = within(table).getByRole('row', { name: /Network median/ });
    expect(
      within(reference)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Network median (reference)', '62.5', '70.0', '66.3']);
  });

  it.each([
    ['en-US', 'Download image', 'Download table'],
    ['fr-FR', 'Télécharger l’image', 'Télécharger le tableau'],
    ['sw-KE', 'Pakua picha', 'Pakua jedwali'],
  ])(
    'the heat-map card’s two downloads say what each saves (%s), and each name starts with its visible words',
    async (culture, image, table) => {
      renderV2('/benchmarking/v2?ids=1,2,3', undefined, { culture });
      await screen.findByRole('table');
      const downloads = screen
        .getAllByRole('button', { expanded: false })
        .filter((button) => button.querySelector('.tabler-icon-download'));
      expect(downloads.map((button) => button.textContent)).toEqual([image, table]);
      // the name goes on with what is saved: "Download image: <title>", "Télécharger l’image : <title>"
      for (const button of downloads)
        expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${button.textContent}\\s?: \\S`));
      await userEvent.click(downloads[1]);
      expect(screen.getByRole('button', { name: /\(\.xlsx\)$/ })).toBeInTheDocument();
    },
  );

  it('every scored heat-map cell is a link to the facilities behind it, named with its score and their number', async () => {
    renderV2('/benchmarking/v2?ids=1,2,3');
    const table = await screen.findByRole('table', {
      name: 'Service element scores of the chosen facilities',
    });
    // Baraka scores 60 in Clinical Care: the band 50-64 of the heat legend, 12 facilities of the filter
    const band = within(table).getByRole('link', {
      name: '60.0: open the 12 facilities scoring 50 to 64 in Clinical Care',
    });
    expect(band).toHaveAttribute('href', '/facilities?env=env-1&active=yes&element=1&score=50-64');
    expect(band).toHaveTextContent('60');
    // the median row's cell opens every facility of the filter scored in the element
    expect(
      within(table).getByRole('link', { name: '70.0: open the 38 facilities scored in Human Resources' }),
    ).toHaveAttribute('href', '/facilities?env=env-1&active=yes&element=2&score=0-100');
    // a facility's average opens its own page; the median row's average the filter's facilities
    expect(
      within(table).getByRole('link', { name: '60.0: open the details of Baraka Clinic' }),
    ).toHaveAttribute('href', '/facility/details/2');
    expect(
      within(table).getByRole('link', { name: '66.3: open the facilities of the filter' }),
    ).toHaveAttribute('href', '/facilities?env=env-1&active=yes');
    // a cell without a score has nothing behind it
    const baraka = within(table).getByRole('row', { name: /Baraka Clinic/ });
    expect(within(within(baraka).getAllByRole('cell')[2]).queryByRole('link')).toBeNull();
  });

  it('the heat legend names the same whole-score bands as the cells open (50–64, not 50–65)', async () => {
    renderV2('/benchmarking/v2?ids=1,2,3');
    const legend = await screen.findByRole('list', { name: 'Score bands' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['0–49 very low', '50–64 low', '65–74 medium', '75–84 high', '85–100 very high']);
  });

  it('a heat-map cell is a focusable link that Enter opens', async () => {
    const view = renderV2('/benchmarking/v2?ids=1');
    const table = await screen.findByRole('table', {
      name: 'Service element scores of the chosen facilities',
    });
    const cell = within(table).getByRole('link', { name: /^55\.0: open the 11 facilities scoring 50 to 64/ });
    const user = userEvent.setup();
    cell.focus();
    expect(cell).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/facilities'));
    expect(view.router.state.location.search).toBe('?env=env-1&active=yes&element=1&score=50-64');
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

  it('an unreadable id or a facility outside the environment leaves the comparison with the notice', async () => {
    const view = renderV2('/benchmarking/v2?ids=1,x,404,2');
    expect(await screen.findByText(/\(ids\)/)).toHaveTextContent('Part of the address was not understood');
    await waitFor(() => expect(view.router.state.location.search).toBe('?ids=1,2'));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });

  it('accepts up to eight facilities and keeps ids from the address only once and only eight', () => {
    expect(applyPicks([1, 2], [1, 2, 3])).toEqual({ accepted: true, ids: [1, 2, 3] });
    expect(applyPicks([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({
      accepted: false,
      ids: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(readComparedIds(new URLSearchParams('ids=3,3,x,-1,4,5,6,7,8,9,10,11')).value).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
