import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FacilityListPage, ListedFacility } from '../../../contract/facility-list.schemas';
import FacilityList from '../../../src/pages/facility-list/FacilityList.page';
import { rowCells } from '../support/row-cells';
import { renderPage } from './kit-harness';

/**
 * The list opened from an average shows the value behind it: the score of each facility's
 * assessment the list names (its year or the period's days) and, in the table's footer, their mean
 * over every facility listed, which the server computes (the figure's own average).
 */
const facility = (id: number, name: string, latestScore: number, assessedScore: number): ListedFacility => ({
  id,
  code: `F${id}`,
  name,
  categoryId: 1,
  awardedLevel: 3,
  latestScore,
  countryId: 1,
  regionId: 1,
  districtId: 1,
  countryName: 'Kenya',
  regionName: 'Nairobi',
  districtName: 'Westlands',
  isActive: true,
  assessedScore,
});

const OF_2024: FacilityListPage = {
  total: 2,
  offset: 0,
  limit: 25,
  items: [facility(1, 'Upendo Clinic', 71.2, 66.5), facility(2, 'Baraka Hospital', 70, 70.7)],
  assessedMean: 68.6,
};

describe('the list behind an average', () => {
  it("shows each facility's score of that year and the mean of the whole list in its footer", async () => {
    renderPage(<FacilityList />, {
      answers: { facilityList: OF_2024 },
      route: '/facilities?active=yes&assessedYear=2024&sort=latestScore&dir=desc',
    });
    const table = await screen.findByRole('table', { name: 'Facilities' });
    expect(within(table).getByRole('columnheader', { name: 'Score in 2024' })).toBeInTheDocument();
    expect(rowCells(within(table).getByRole('row', { name: /Upendo Clinic/ })).slice(-2)).toEqual([
      '71.2',
      '66.5',
    ]);
    const footer = within(table).getByRole('row', { name: /Mean of every facility listed/ });
    expect(within(footer).getByRole('cell')).toHaveTextContent('68.6');
  });

  it('names the period for a list of days', async () => {
    renderPage(<FacilityList />, {
      answers: { facilityList: OF_2024 },
      route: '/facilities?active=yes&assessedFrom=2025-04-01&assessedTo=2025-06-30',
    });
    const table = await screen.findByRole('table', { name: 'Facilities' });
    expect(within(table).getByRole('columnheader', { name: 'Score in the period' })).toBeInTheDocument();
  });

  it('a list that names no assessment has no such column and no mean', async () => {
    const { assessedMean: _mean, ...plain } = OF_2024;
    renderPage(<FacilityList />, {
      answers: {
        facilityList: { ...plain, items: plain.items.map(({ assessedScore: _score, ...item }) => item) },
      },
      route: '/facilities?active=yes',
    });
    const table = await screen.findByRole('table', { name: 'Facilities' });
    expect(within(table).queryByRole('columnheader', { name: /^Score in/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('Mean of every facility listed')).not.toBeInTheDocument();
  });
});
