import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MomCarePage from '../../../src/pages/mom-care/MomCare.page';
import type { MomCareRow } from '../../../contract';
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

describe('MomCare page', () => {
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
      answers: { 'Facility/Details': details, 'MomCare/Indicators': rows },
    });
    expect(await screen.findByText('Maternal care at Kisumu County Hospital')).toBeInTheDocument();
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

  it('the period selector narrows the months shown', async () => {
    renderPage(<MomCarePage facilityId={5} />, {
      answers: { 'Facility/Details': details, 'MomCare/Indicators': rows },
    });
    await screen.findByRole('table', { name: 'Indicators per month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
    expect(screen.getByRole('article', { name: 'Facility deliveries: 120' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Indicators per month' })).getAllByRole('row'),
    ).toHaveLength(4);
  });
});
