import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FacilityListItem, Page } from '../../../contract/facility-list.schemas';
import FacilityListPage from '../../../src/pages/facility-list/FacilityList.page';
import { renderPage } from './kit-harness';

const EMPTY_PAGE: Page<FacilityListItem> = { total: 0, offset: 0, limit: 25, items: [] };

describe('the list behind a Facility Numbers cell by year', () => {
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

describe('the list behind a Yearly Performance figure', () => {
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

describe('the list behind a figure of a chosen period', () => {
  it('asks for the facilities assessed between the two days at that level, says so in a chip, and the chip removes it', async () => {
    const { backend } = renderPage(<FacilityListPage />, {
      answers: { facilityList: EMPTY_PAGE },
      route: '/facilities?active=yes&assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=3',
    });
    await waitFor(() => expect(backend.calls.find((call) => call.key === 'facilityList')).toBeDefined());
    expect(backend.calls.at(-1)?.params).toMatchObject({
      filter: { activeStates: [true], assessedBetween: { from: '2025-01-01', to: '2025-03-31', level: 3 } },
    });
    const chip = 'Assessed between Jan 1, 2025 and Mar 31, 2025 at level 3';
    await userEvent.click(screen.getByRole('button', { name: `Remove ${chip}` }));
    await waitFor(() => expect(backend.calls.at(-1)?.params).not.toHaveProperty('filter.assessedBetween'));
    expect(screen.queryByText(chip)).not.toBeInTheDocument();
  });

  it.each([
    ['fr-FR', 'Évalué entre le 1 janv. 2025 et le 31 mars 2025, non certifié'],
    ['sw-KE', 'Kilitathminiwa kati ya 1 Jan 2025 na 31 Mac 2025, hakijathibitishwa'],
  ])('the chip says the days in the reader’s language (%s)', async (culture, chip) => {
    renderPage(<FacilityListPage />, {
      culture,
      answers: { facilityList: EMPTY_PAGE },
      route: '/facilities?assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=0',
    });
    expect(await screen.findByText(chip)).toBeInTheDocument();
  });

  it('days it cannot read are dropped with the notice naming them; the rest of the list stays', async () => {
    const { backend } = renderPage(
      <>
        <Notifications />
        <FacilityListPage />
      </>,
      {
        answers: { facilityList: EMPTY_PAGE },
        route: '/facilities?level=3&assessedFrom=2025-04-01&assessedTo=2025-03-31',
      },
    );
    expect(
      await screen.findByText(/Part of the address was not understood \(assessedFrom, assessedTo\)/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(backend.calls.at(-1)?.params).toMatchObject({ filter: { awardedLevels: [3] } }),
    );
    expect(backend.calls.at(-1)?.params).not.toHaveProperty('filter.assessedBetween');
  });
});
