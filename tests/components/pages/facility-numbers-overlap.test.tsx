import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FacilityNumbersRow, FacilityPivotCell } from '../../../contract';
import type { ContractData } from '../../../contract/domain.types';
import FacilityNumbersPage from '../../../src/pages/facility-numbers/FacilityNumbers.page';
import { CONTRACTS as FAKE_CONTRACTS } from '../support/fake-portal';
import { renderPage } from './kit-harness';

/**
 * Contracts, contract groups and surveys as the pivot's rows or columns. A facility
 * in two contracts is in both rows; the totals count it once, and the page says so.
 */

/** Each facility's values per dimension (several for contracts, groups and surveys). */
const FACILITIES: Record<string, string[]>[] = [
  { contract: ['7', '8'], contractGroup: ['1:3'], survey: ['5'], level: ['1'] },
  { contract: ['7'], contractGroup: ['1:3'], survey: ['none'], level: ['1'] },
  { contract: ['none'], contractGroup: ['none'], survey: ['5'], level: ['none'] },
];
/** The server's names (the page names contracts, groups and surveys as the filter options do). */
const SERVER_LABEL = (key: string) => `server name ${key}`;

/** What FacilityNumbers/Pivot answers: cells and totals of distinct facilities, shares of distinct totals. */
function pivotAnswer(params: Record<string, unknown>): FacilityPivotCell[] {
  const held = new Map<string, Set<number>>();
  const add = (cell: string, index: number) => held.set(cell, (held.get(cell) ?? new Set()).add(index));
  FACILITIES.forEach((facility, index) => {
    for (const r of facility[params.rows as string])
      for (const c of facility[params.columns as string])
        for (const cell of [`${r}|${c}`, `${r}|*`, `*|${c}`, '*|*']) add(cell, index);
  });
  const count = (cell: string) => held.get(cell)?.size ?? 0;
  return [...held.keys()].map((cell) => {
    const [r, c] = cell.split('|');
    const key = (value: string) => (value === '*' ? null : value);
    return {
      rowKey: key(r),
      rowLabel: key(r) && SERVER_LABEL(r),
      columnKey: key(c),
      columnLabel: key(c) && SERVER_LABEL(c),
      count: count(cell),
      rowShare: Math.round((count(cell) / count(`${r}|*`)) * 10_000) / 10_000,
      columnShare: Math.round((count(cell) / count(`*|${c}`)) * 10_000) / 10_000,
      // scores are not what these tests are about
      averageScore: null,
    };
  });
}

const COUNTS: FacilityNumbersRow[] = [{ dimension: 'activeState', key: 'active', label: 'Active', count: 3 }];
/** The portal's fake contracts (Maternal care 2024, id 7, of Health Fund as Funder) and one more of the same group. */
const CONTRACTS: ContractData = {
  ...FAKE_CONTRACTS,
  contracts: [
    ...FAKE_CONTRACTS.contracts,
    { id: 8, name: 'Malaria 2025', facilityCount: 1, organizations: [{ roleId: 1, organizationId: 3 }] },
  ],
};
const FILTER_OPTIONS = { contracts: CONTRACTS, surveys: [{ id: 5, name: 'Patient survey 2024' }] };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const renderNumbers = (route: string, culture?: string) =>
  renderPage(
    <>
      <Notifications />
      <FacilityNumbersPage />
      <Address />
    </>,
    {
      answers: { 'FacilityNumbers/Counts': COUNTS, 'FacilityNumbers/Pivot': pivotAnswer },
      filterOptions: FILTER_OPTIONS,
      route,
      culture,
    },
  );

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowNamed = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
const linkQuery = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
  // every drill-through list names the environment it was opened in (the harness's)
  expect(url.searchParams.get('env')).toBe('env-1');
  url.searchParams.delete('env');
  return Object.fromEntries(url.searchParams);
};

describe('contracts, contract groups and surveys in the pivot', () => {
  it('the Rows and Columns pickers offer contract, contract group and survey; a choice is kept in the address', async () => {
    renderNumbers('/?rows=level&columns=survey');
    await screen.findByRole('table', { name: 'Facilities by Level and Survey' });
    const rows = screen.getByRole('combobox', { name: 'Rows' });
    for (const name of ['Contract', 'Contract group', 'Survey'])
      expect(within(rows).getByRole('option', { name })).toBeInTheDocument();
    await userEvent.selectOptions(rows, 'Contract');
    expect(
      await screen.findByRole('table', { name: 'Facilities by Contract and Survey' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('rows')).toBe('contract');
  }, 15_000);

  it('a facility in two contracts counts in both rows and once in the total, and the note says so', async () => {
    renderNumbers('/?rows=contract&columns=level');
    const table = await screen.findByRole('table', { name: 'Facilities by Contract and Level' });
    // names as the filter panel names them, "No contract" last
    expect(cells(rowNamed(table, /^Maternal care 2024/))).toEqual(['Maternal care 2024', '2', '0', '2']);
    expect(cells(rowNamed(table, /^Malaria 2025/))).toEqual(['Malaria 2025', '1', '0', '1']);
    expect(cells(rowNamed(table, /^No contract/))).toEqual(['No contract', '0', '1', '1']);
    expect(cells(rowNamed(table, /^Total/))).toEqual(['Total', '2', '1', '3']);
    expect(
      screen.getByText(/A facility in several contracts is counted in each .* every total counts it once/),
    ).toBeInTheDocument();
  });

  it('percentages down overlapping rows say their denominator is the distinct column total', async () => {
    renderNumbers('/?rows=contract&columns=level&show=columnShare');
    const table = await screen.findByRole('table', { name: 'Facilities by Contract and Level' });
    await waitFor(() =>
      expect(cells(rowNamed(table, /^Malaria 2025/))).toEqual(['Malaria 2025', '50%', '0%', '33.3%']),
    );
    expect(cells(rowNamed(table, /^Maternal care 2024/))).toEqual([
      'Maternal care 2024',
      '100%',
      '0%',
      '66.7%',
    ]);
    expect(
      screen.getByText(/denominator is the column's total, which counts each facility once/),
    ).toBeInTheDocument();
    // percentages along rows of contracts add up to 100 %: no such note for them
    await userEvent.click(screen.getByRole('radio', { name: '% of row' }));
    await waitFor(() => expect(screen.queryByText(/denominator/)).not.toBeInTheDocument());
  });

  it('a contract cell opens the list narrowed to that contract; "No contract" to contract=none', async () => {
    renderNumbers('/?rows=contract&columns=level');
    const table = await screen.findByRole('table', { name: 'Facilities by Contract and Level' });
    const [level1, total] = within(rowNamed(table, /^Malaria 2025/)).getAllByRole('link');
    expect(linkQuery(level1)).toEqual({ contract: '8', level: '1', active: 'yes' });
    expect(linkQuery(total)).toEqual({ contract: '8', active: 'yes' });
    const [uncertified] = within(rowNamed(table, /^No contract/)).getAllByRole('link');
    expect(linkQuery(uncertified)).toEqual({ contract: 'none', level: '0', active: 'yes' });
  });

  it('a contract group cell opens the list narrowed to that group (contractGroup=role:organization)', async () => {
    renderNumbers('/?rows=contractGroup&columns=level');
    const table = await screen.findByRole('table', { name: 'Facilities by Contract group and Level' });
    const [level1] = within(rowNamed(table, /^Health Fund \(Funder\)/)).getAllByRole('link');
    expect(linkQuery(level1)).toEqual({ contractGroup: '1:3', level: '1', active: 'yes' });
  });

  it('a survey cell opens the list of that survey; "No survey" cannot be listed and is no link', async () => {
    renderNumbers('/?rows=survey&columns=level');
    const table = await screen.findByRole('table', { name: 'Facilities by Survey and Level' });
    const [level1] = within(rowNamed(table, /^Patient survey 2024/)).getAllByRole('link');
    expect(linkQuery(level1)).toEqual({ survey: '5', level: '1', active: 'yes' });
    expect(within(rowNamed(table, /^No survey/)).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/"No survey" cannot be listed/)).toBeInTheDocument();
  });

  it('in French the dimension, "no contract" and the note are French', async () => {
    renderNumbers('/?rows=contractGroup&columns=contract', 'fr-FR');
    const table = await screen.findByRole('table', {
      name: 'Établissements par Groupe de contrats et Contrat',
    });
    expect(cells(rowNamed(table, /^Sans contrat/)).at(-1)).toBe('1');
    expect(
      screen.getByText(/Un établissement lié à plusieurs contrats est compté dans chacun/),
    ).toBeInTheDocument();
  });
});
