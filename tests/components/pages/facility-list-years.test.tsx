import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FacilityListItem, Page } from '../../../contract/facility-list.schemas';
import FacilityListPage from '../../../src/pages/facility-list/FacilityList.page';
import { renderPage } from './kit-harness';

const EMPTY_PAGE: Page<FacilityListItem> = { total: 0, offset: 0, limit: 25, items: [] };

describe('issue 15 item 6: the list behind a Facility Numbers cell by year', () => {
  it('asks for the facilities last assessed in that year, says so in a chip, and the chip removes it', async () => {
    const { backend } = renderPage(<FacilityListPage />, {
      answers: { facilityList: EMPTY_PAGE },
      route: '/facilities?region=4&active=yes&year=2023,none',
    });
    await waitFor(() => expect(backend.calls.find((call) => call.key === 'facilityList')).toBeDefined());
    expect(backend.calls.at(-1)?.params).toMatchObject({
      filter: { regionIds: [4], activeStates: [true], latestYears: [2023, 0] },
    });
    expect(screen.getByText('Latest assessment in 2023')).toBeInTheDocument();
    expect(screen.getByText('Never assessed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Latest assessment in 2023' }));
    await waitFor(() => expect(backend.calls.at(-1)?.params).toMatchObject({ filter: { latestYears: [0] } }));
    expect(screen.queryByText('Latest assessment in 2023')).not.toBeInTheDocument();
  });
});

describe('issue 15: the list behind a Yearly Performance figure', () => {
  it('asks for the facilities assessed in that year at that level, says so in a chip, and the chip removes it', async () => {
    const { backend } = renderPage(<FacilityListPage />, {
      answers: { facilityList: EMPTY_PAGE },
      route: '/facilities?active=yes&assessedYear=2024&assessedLevel=3',
    });
    await waitFor(() => expect(backend.calls.find((call) => call.key === 'facilityList')).toBeDefined());
    expect(backend.calls.at(-1)?.params).toMatchObject({
      filter: { activeStates: [true], assessedIn: { year: 2024, level: 3 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Assessed in 2024 at level 3' }));
    await waitFor(() => expect(backend.calls.at(-1)?.params).not.toHaveProperty('filter.assessedIn'));
    expect(screen.queryByText('Assessed in 2024 at level 3')).not.toBeInTheDocument();
  });
});
