import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssessmentHistoryRow, YearlyReferenceRow } from '../../../contract';
import { AssessmentHistory } from '../../../src/pages/facility-detail/AssessmentHistory';
import { rowCells } from '../support/row-cells';
import { renderPage } from './kit-harness';

/**
 * Facility Details' history beside the medians of the other facilities of its country, region and
 * category per year (docs/ui.md, "Reference figures"): the country and category medians as lines,
 * all three in the table, a note saying what they are.
 */
const history = (year: number, totalScore: number): AssessmentHistoryRow => ({
  year,
  assessedOn: `${year}-05-02`,
  totalScore,
  awardedLevel: 3,
  scores: [],
});
const medians = (year: number, national: number | null, regional: number | null, peer: number | null) =>
  ({
    year,
    nationalMedian: national,
    regionalMedian: regional,
    peerMedian: peer,
  }) satisfies YearlyReferenceRow;

function renderHistory(references: YearlyReferenceRow[]) {
  return renderPage(<AssessmentHistory facilityId={7} latestYear={2025} />, {
    route: '/facility/details/7',
    answers: {
      'Facility/AssessmentHistory': [history(2024, 67.1), history(2025, 64.1)],
      'Facility/HistoryReferences': references,
      'General/Targets': [],
    },
  });
}

describe("Facility Details' history and the medians of the other facilities", () => {
  it('draws the country and category medians, names them, and lists all three per year', async () => {
    renderHistory([medians(2024, 66.2, 65, 68.4), medians(2025, 67, 66.5, 69.9)]);
    const card = await screen.findByRole('region', { name: 'Assessment history' });
    const legend = await within(card).findByRole('list', { name: /legend/i });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Total score', 'Country median', 'Category median']);
    expect(within(card).getByText(/^Dashed lines: the median total score, per year/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByRole('table');
    expect(rowCells(within(table).getByRole('row', { name: /^2025/ })).slice(-3)).toEqual([
      '67.0',
      '66.5',
      '69.9',
    ]);
  });

  it('without medians (none sent) draws no median line and says nothing of them', async () => {
    renderHistory([medians(2024, null, null, null), medians(2025, null, null, null)]);
    const card = await screen.findByRole('region', { name: 'Assessment history' });
    expect(within(card).queryByText(/^Dashed lines/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Country median')).not.toBeInTheDocument();
  });
});
