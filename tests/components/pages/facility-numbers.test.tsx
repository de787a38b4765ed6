import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FacilityNumbersRow, FacilityPivotCell, PivotDimension } from '../../../contract';
import FacilityNumbersPage from '../../../src/pages/facility-numbers/FacilityNumbers.page';
import { renderPage } from './kit-harness';

/** Each dimension's [key, name] of one facility. */
type FakeFacility = Partial<Record<PivotDimension, readonly [string, string]>>;
const facility = (
  region: readonly [string, string],
  category: readonly [string, string],
  [level, year, activeState, facilityGroup]: readonly [string, string, string, string],
): FakeFacility => ({
  region,
  category,
  level: [level, level],
  year: [year, year],
  activeState: [activeState, activeState],
  facilityGroup: [facilityGroup, facilityGroup === 'none' ? 'No facility group' : 'Upendo network'],
});
/** The filtered facilities the fake server counts: three, as the figures say. */
const FACILITIES = [
  facility(['10', 'Nairobi'], ['3', 'Clinic'], ['1', '2023', 'active', '7']),
  facility(['10', 'Nairobi'], ['1', 'Hospital'], ['1', '2024', 'active', 'none']),
  facility(['20', 'Coast'], ['3', 'Clinic'], ['none', 'none', 'inactive', '7']),
];

/** What FacilityNumbers/Pivot answers: every non-empty cell and total with its shares (the server's job). */
function pivotAnswer(params: Record<string, unknown>): FacilityPivotCell[] {
  const value = (facility: FakeFacility, dimension: PivotDimension) =>
    facility[dimension] as readonly [string, string];
  const counts = new Map<
    string,
    { row: readonly [string, string] | null; column: readonly [string, string] | null; count: number }
  >();
  for (const one of FACILITIES) {
    const row = value(one, params.rows as PivotDimension);
    const column = value(one, params.columns as PivotDimension);
    for (const [r, c] of [
      [row, column],
      [row, null],
      [null, column],
      [null, null],
    ] as const) {
      const key = `${r?.[0]}|${c?.[0]}`;
      const entry = counts.get(key) ?? { row: r, column: c, count: 0 };
      counts.set(key, { ...entry, count: entry.count + 1 });
    }
  }
  const total = (key: string) => counts.get(key)?.count ?? 0;
  return [...counts.values()].map(({ row, column, count }) => ({
    rowKey: row?.[0] ?? null,
    rowLabel: row?.[1] ?? null,
    columnKey: column?.[0] ?? null,
    columnLabel: column?.[1] ?? null,
    count,
    rowShare: Math.round((count / total(`${row?.[0]}|undefined`)) * 10_000) / 10_000,
    columnShare: Math.round((count / total(`undefined|${column?.[0]}`)) * 10_000) / 10_000,
    // scores are not what these tests are about
    averageScore: null,
  }));
}

function counts(): FacilityNumbersRow[] {
  return [
    { dimension: 'activeState', key: 'active', label: 'Active', count: 2 },
    { dimension: 'activeState', key: 'inactive', label: 'Inactive', count: 1 },
  ];
}
const answers = { 'FacilityNumbers/Counts': counts(), 'FacilityNumbers/Pivot': pivotAnswer };

/** Shows the address and offers the browser's Back, as the router sees them. */
function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const renderNumbers = (route?: string, culture?: string) =>
  renderPage(
    <>
      <Notifications />
      <FacilityNumbersPage />
      <AddressProbe />
    </>,
    { answers, route, culture },
  );

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The column headers' words (each also says, for screen readers, that it sorts). */
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => (header.querySelector('button > span') ?? header).textContent);
const rowNamed = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
const addressOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
  // every drill-through list names the environment it was opened in (the harness's)
  expect(url.searchParams.get('env')).toBe('env-1');
  url.searchParams.delete('env');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const pivotCalls = (backend: { calls: { key: string; params: Record<string, unknown> }[] }) =>
  backend.calls.filter((call) => call.key === 'FacilityNumbers/Pivot').map((call) => call.params);

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

  it('a failed pivot offers a retry while the figures stay', async () => {
    renderPage(<FacilityNumbersPage />, {
      answers: { 'FacilityNumbers/Counts': counts(), 'FacilityNumbers/Pivot': new Error('Pivot failed') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pivot failed');
    expect(screen.getByRole('article', { name: 'Facilities: 3' })).toBeInTheDocument();
  });

  it('each figure card opens the facilities it counts: all, the active, the inactive', async () => {
    const { setChild } = renderPage(<FacilityNumbersPage />, { answers });
    await screen.findByRole('article', { name: 'Facilities: 3' });
    // a filter that lets both states in: the figures count 2 active and 1 inactive of 3
    setChild('filter', { filter: { activeStates: [] } });
    const open = (label: string, value: string) =>
      addressOf(screen.getByRole('link', { name: `${label}: ${value}. Open the list of these facilities` }));
    await waitFor(() => expect(open('Facilities', '3')).toEqual({ path: '/facilities', query: {} }));
    expect(open('Active', '2')).toEqual({ path: '/facilities', query: { active: 'yes' } });
    expect(open('Inactive', '1')).toEqual({ path: '/facilities', query: { active: 'no' } });
  });

  it('a figure of 0 opens no list (under "active only", the inactive are not listed)', async () => {
    const activeOnly = [{ dimension: 'activeState', key: 'active', label: 'Active', count: 2 }];
    renderPage(<FacilityNumbersPage />, { answers: { ...answers, 'FacilityNumbers/Counts': activeOnly } });
    const inactive = await screen.findByRole('article', { name: 'Inactive: 0' });
    expect(within(inactive).queryByRole('link')).not.toBeInTheDocument();
    expect(
      addressOf(screen.getByRole('link', { name: 'Active: 2. Open the list of these facilities' })),
    ).toEqual({ path: '/facilities', query: { active: 'yes' } });
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

  it('a failed export says under its button why the list could not be downloaded, until the user closes it', async () => {
    const offline = 'The server could not be reached. Check your connection and try again.';
    const exportFacilities = vi.fn(async () => Promise.reject(new Error(offline)));
    renderPage(<FacilityNumbersPage />, { answers, calls: { exportFacilities } });
    const button = await screen.findByRole('button', { name: 'Download facility list (CSV)' });
    await userEvent.click(button);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The facility list could not be downloaded');
    expect(failure).toHaveTextContent(offline);
    expect(exportFacilities).toHaveBeenCalledTimes(1);
    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Facility Numbers as a free pivot', () => {
  it('opens as regions by level, counted, with row totals, column totals and the grand total', async () => {
    const { backend } = renderNumbers();
    const table = await screen.findByRole('table', { name: 'Facilities by Region and Level' });
    expect(pivotCalls(backend)[0]).toMatchObject({
      rows: 'region',
      columns: 'level',
      filter: { activeStates: [true] },
    });
    // Region, Level 1, Uncertified, Total: only the values the facilities have
    expect(headersOf(table)).toEqual(['Region', 'Level 1', 'Uncertified', 'Total']);
    expect(cells(rowNamed(table, /^Coast/))).toEqual(['Coast', '0', '1', '1']);
    expect(cells(rowNamed(table, /^Nairobi/))).toEqual(['Nairobi', '2', '0', '2']);
    expect(cells(rowNamed(table, /^Total/))).toEqual(['Total', '2', '1', '3']);
  });

  it('rows and columns can be any dimension or the year; the choice is asked of the server and kept in the address', async () => {
    const { backend } = renderNumbers();
    await screen.findByRole('table', { name: 'Facilities by Region and Level' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), 'Facility group');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Columns' }),
      'Year of latest assessment',
    );
    const table = await screen.findByRole('table', {
      name: 'Facilities by Facility group and Year of latest assessment',
    });
    expect(pivotCalls(backend).at(-1)).toMatchObject({ rows: 'facilityGroup', columns: 'year' });
    expect(address().get('rows')).toBe('facilityGroup');
    expect(address().get('columns')).toBe('year');
    expect(headersOf(table)).toEqual(['Facility group', '2023', '2024', 'Not assessed', 'Total']);
    expect(cells(rowNamed(table, /^Upendo network/))).toEqual(['Upendo network', '1', '0', '1', '2']);
    expect(cells(rowNamed(table, /^No facility group/))).toEqual(['No facility group', '0', '1', '0', '1']);
  });

  it('choosing for the rows what the columns show swaps the two; Swap exchanges them', async () => {
    renderNumbers('/?rows=region&columns=year');
    await screen.findByRole('table', { name: 'Facilities by Region and Year of latest assessment' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Rows' }),
      'Year of latest assessment',
    );
    expect(
      await screen.findByRole('table', { name: 'Facilities by Year of latest assessment and Region' }),
    ).toBeInTheDocument();
    expect(address().get('columns')).toBe('region');
    await userEvent.click(screen.getByRole('button', { name: 'Swap rows and columns' }));
    expect(
      await screen.findByRole('table', { name: 'Facilities by Region and Year of latest assessment' }),
    ).toBeInTheDocument();
  });

  it('shows row percentages and column percentages, totals included', async () => {
    renderNumbers();
    const table = await screen.findByRole('table', { name: 'Facilities by Region and Level' });
    await userEvent.click(screen.getByRole('radio', { name: '% of row' }));
    await waitFor(() =>
      expect(cells(rowNamed(table, /^Nairobi/))).toEqual(['Nairobi', '100%', '0%', '100%']),
    );
    expect(cells(rowNamed(table, /^Total/))).toEqual(['Total', '66.7%', '33.3%', '100%']);
    expect(address().get('show')).toBe('rowShare');
    await userEvent.click(screen.getByRole('radio', { name: '% of column' }));
    await waitFor(() =>
      expect(cells(rowNamed(table, /^Nairobi/))).toEqual(['Nairobi', '100%', '0%', '66.7%']),
    );
    expect(cells(rowNamed(table, /^Coast/))).toEqual(['Coast', '0%', '100%', '33.3%']);
    expect(cells(rowNamed(table, /^Total/))).toEqual(['Total', '100%', '100%', '100%']);
  });

  it('every cell and total opens the list of the facilities it counts, narrowed by its row and its column', async () => {
    renderNumbers('/?rows=region&columns=year');
    const table = await screen.findByRole('table', {
      name: 'Facilities by Region and Year of latest assessment',
    });
    const [cell2023, cell2024, nairobiTotal] = within(rowNamed(table, /^Nairobi/)).getAllByRole('link');
    expect(cell2023).toHaveTextContent('1');
    expect(addressOf(cell2023)).toEqual({
      path: '/facilities',
      query: { region: '10', active: 'yes', year: '2023' },
    });
    expect(addressOf(cell2024).query).toEqual({ region: '10', active: 'yes', year: '2024' });
    expect(addressOf(nairobiTotal).query).toEqual({ region: '10', active: 'yes' });
    const totals = within(rowNamed(table, /^Total/)).getAllByRole('link');
    expect(totals.map((link) => addressOf(link).query)).toEqual([
      { active: 'yes', year: '2023' },
      { active: 'yes', year: '2024' },
      { active: 'yes', year: 'none' },
      { active: 'yes' },
    ]);
    // a cell counting no facility is no link
    expect(within(rowNamed(table, /^Coast/)).getAllByRole('link')).toHaveLength(2);
  });

  it('a level cell narrows by level; a "no facility group" cell opens the facilities of no group (group=none)', async () => {
    renderNumbers('/?rows=facilityGroup&columns=level');
    const table = await screen.findByRole('table', { name: 'Facilities by Facility group and Level' });
    const [level1] = within(rowNamed(table, /^Upendo network/)).getAllByRole('link');
    expect(addressOf(level1).query).toEqual({ group: '7', level: '1', active: 'yes' });
    const [ungroupedLevel1] = within(rowNamed(table, /^No facility group/)).getAllByRole('link');
    expect(addressOf(ungroupedLevel1).query).toEqual({ group: 'none', level: '1', active: 'yes' });
  });

  it('a shared address opens the same pivot; Back returns to the previous choice', async () => {
    const { backend } = renderNumbers('/?rows=year&columns=activeState&show=columnShare');
    const table = await screen.findByRole('table', {
      name: 'Facilities by Year of latest assessment and Active state',
    });
    expect(pivotCalls(backend)[0]).toMatchObject({ rows: 'year', columns: 'activeState' });
    expect(screen.getByRole('radio', { name: '% of column' })).toBeChecked();
    expect(cells(rowNamed(table, /^2023/))).toEqual(['2023', '50%', '0%', '33.3%']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Columns' }), 'Category');
    expect(await screen.findByRole('combobox', { name: 'Columns' })).toHaveValue('category');
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Columns' })).toHaveValue('activeState'));
  });

  it('an address naming an unknown dimension or measure falls back to the defaults with a notice', async () => {
    renderNumbers('/?rows=planet&columns=year&show=everything');
    expect(await screen.findByText(/rows, show/)).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Facilities by Region and Year of latest assessment' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(address().get('rows')).toBe('region'));
    expect(address().get('show')).toBe('count');
    expect(address().get('columns')).toBe('year');
  });

  it('in French, categories, levels, active states and "not assessed" are French words', async () => {
    renderNumbers('/?rows=category&columns=year', 'fr-FR');
    const table = await screen.findByRole('table', {
      name: 'Établissements par Catégorie et Année de la dernière évaluation',
    });
    expect(cells(rowNamed(table, /^Clinique/))).toEqual(['Clinique', '1', '0', '1', '2']);
    expect(cells(rowNamed(table, /^Hôpital/))).toEqual(['Hôpital', '0', '1', '0', '1']);
    expect(headersOf(table)).toContain('Jamais évalué');
  });
});
