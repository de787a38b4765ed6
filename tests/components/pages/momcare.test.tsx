import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MomCarePage from '../../../src/pages/mom-care/MomCare.page';
import type { MomCarePeriodTotalsRow, MomCareRow } from '../../../contract';
import { renderPage } from './kit-harness';

const rows: MomCareRow[] = Array.from({ length: 12 }, (_, index) => ({
  month: `2025-${String(index + 1).padStart(2, '0')}`,
  firstAncVisits: 100 + index,
  anc4Visits: 50,
  anc4Coverage: 0.5,
  facilityDeliveries: 40,
  caesareanDeliveries: 4,
  caesareanShare: 0.1,
  postnatalVisits: 30,
  referrals: 2,
}));
const details = [{ id: 5, name: 'Kisumu County Hospital' }];

/** The server's sums of a period (checked against the database in tests/server/period-comparison). */
const totals = (
  role: MomCarePeriodTotalsRow['role'],
  period: string,
  patch: Partial<MomCarePeriodTotalsRow> = {},
) => ({
  role,
  period,
  from: '',
  to: '',
  monthsReported: 12,
  firstAncVisits: 1266,
  anc4Visits: 600,
  anc4Coverage: 0.474,
  facilityDeliveries: 480,
  caesareanShare: 0.1,
  postnatalVisits: 360,
  referrals: 24,
  ...patch,
});
const NOTHING_BEFORE = {
  monthsReported: 0,
  firstAncVisits: 0,
  anc4Visits: 0,
  anc4Coverage: null,
  facilityDeliveries: 0,
  caesareanShare: null,
};
const PERIOD_TOTALS: Record<string, MomCarePeriodTotalsRow[]> = {
  '2025|previous': [totals('current', '2025'), totals('comparison', '2024', NOTHING_BEFORE)],
  '2024-05|previous': [
    totals('current', '2024-05', NOTHING_BEFORE),
    totals('comparison', '2024-04', NOTHING_BEFORE),
  ],
  '2025-Q4|previous': [
    totals('current', '2025-Q4', { monthsReported: 3, facilityDeliveries: 120, caesareanShare: 0.1 }),
    totals('comparison', '2025-Q3', { monthsReported: 3, facilityDeliveries: 110, caesareanShare: 0.125 }),
  ],
};
const periodTotals = (params: Record<string, unknown>) =>
  PERIOD_TOTALS[`${params.period}|${params.compareTo}`] ?? new Error(`unexpected ${JSON.stringify(params)}`);

describe('MomCare page', { timeout: 20_000 }, () => {
  it('while loading, shows a chart skeleton', () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: { 'Facility/Details': 'pending', 'MomCare/Indicators': 'pending' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'MomCare' })).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-chart')).toBeInTheDocument();
  });

  it('a facility without maternal-care data says so', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: { 'Facility/Details': details, 'MomCare/Indicators': [] },
    });
    expect(await screen.findByText('No maternal-care data')).toBeInTheDocument();
  });

  it('a failed query offers a retry', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: { 'Facility/Details': details, 'MomCare/Indicators': new Error('Facility 5 not found.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Facility 5 not found.');
  });

  it('shows the period figures, a chart per indicator group and the monthly table for the facility', async () => {
    const { backend } = renderPage(<MomCarePage facilityId={5} />, {
      answers: {
        'Facility/Details': details,
        'MomCare/Indicators': rows,
        'MomCare/PeriodTotals': periodTotals,
      },
    });
    expect(await screen.findByText('Maternal care at Kisumu County Hospital')).toBeInTheDocument();
    // the latest reported year by default, its figures from the server
    expect(await screen.findByText('2025 compared with 2024')).toBeInTheDocument();
    expect(backend.calls.find((call) => call.key === 'MomCare/PeriodTotals')?.params).toEqual({
      facilityId: 5,
      period: '2025',
      compareTo: 'previous',
    });
    expect(backend.calls.find((call) => call.key === 'MomCare/Indicators')?.params).toEqual({
      facilityId: 5,
    });
    expect(screen.getByRole('article', { name: 'Facility deliveries: 480' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Caesarean share: 10%' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Antenatal care' })).toHaveTextContent(
      'in Dec 2025: First antenatal visits: 111, 4+ antenatal visits: 50',
    );
    const table = screen.getByRole('table', { name: 'Indicators per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('a year without months before it says there is nothing to compare with', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: {
        'Facility/Details': details,
        'MomCare/Indicators': rows,
        'MomCare/PeriodTotals': periodTotals,
      },
    });
    const deliveries = await screen.findByRole('article', { name: 'Facility deliveries: 480' });
    expect(deliveries).toHaveTextContent('No figures for 2024 to compare with');
  });

  it('the shared period picker narrows the months shown and compares with the quarter before', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: {
        'Facility/Details': details,
        'MomCare/Indicators': rows,
        'MomCare/PeriodTotals': periodTotals,
      },
    });
    await screen.findByRole('table', { name: 'Indicators per month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'Quarter');
    const deliveries = await screen.findByRole('article', { name: 'Facility deliveries: 120' });
    expect(deliveries).toHaveTextContent('Up 10 from Q3 2025');
    expect(screen.getByRole('article', { name: 'Caesarean share: 10%' })).toHaveTextContent(
      'Down 2.5 percentage points from Q3 2025',
    );
    expect(
      within(screen.getByRole('table', { name: 'Indicators per month' })).getAllByRole('row'),
    ).toHaveLength(4);
  });

  it('a period the address names without reported months says so instead of empty charts', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      route: '/facility/momcare/5?period=2024-05',
      answers: {
        'Facility/Details': details,
        'MomCare/Indicators': rows,
        'MomCare/PeriodTotals': periodTotals,
      },
    });
    expect(await screen.findByText('No months reported in May 2024.')).toBeInTheDocument();
    expect(await screen.findByText('May 2024 compared with April 2024')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Indicators per month' })).not.toBeInTheDocument();
  });
});
