import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FacilityDetailPage from '../../../src/pages/facility-detail/FacilityDetail.page';
import { FACILITY_DETAILS_ROW } from '../support/facility-details-row';
import { renderPage } from './kit-harness';

const answers = {
  'Facility/Details': [FACILITY_DETAILS_ROW],
  'General/Targets': [{ scoreTarget: 75 }],
  'Facility/ServiceElementScores': [
    {
      serviceElementId: 1,
      serviceElementName: 'Leadership',
      year: 2025,
      score: 91,
      nationalMedian: 70.5,
      regionalMedian: 72,
      peerMedian: 68,
    },
    {
      serviceElementId: 2,
      serviceElementName: 'Infection control',
      year: 2025,
      score: 48,
      nationalMedian: 61,
      regionalMedian: null,
      peerMedian: 59.5,
    },
  ],
  'Facility/AssessmentHistory': [
    { year: 2024, assessedOn: '2024-05-02', totalScore: 70.2, awardedLevel: 3, scores: [] },
    { year: 2025, assessedOn: '2025-05-02', totalScore: 77.3, awardedLevel: 4, scores: [] },
  ],
  'Facility/Activities': [
    { id: 9, title: 'Assessment report 2025', activityDate: '2025-05-02', fileName: 'report-42.pdf' },
  ],
};
const surveyCalls = {
  getSurveys: () =>
    Promise.resolve([{ id: 3, name: 'Patient safety', year: 2025, questionCount: 1, respondentCount: 10 }]),
  getSurveyAnswers: () =>
    Promise.resolve({
      surveyId: 3,
      name: 'Patient safety',
      respondentCount: 1,
      questions: [
        {
          id: 1,
          text: 'Is hand-washing audited?',
          answers: [
            { answer: 'Yes', count: 1 },
            { answer: 'No', count: 0 },
          ],
        },
      ],
    }),
};

describe('Facility Details page', () => {
  it('while loading, shows a skeleton under the page title', () => {
    renderPage(<FacilityDetailPage facilityId={42} />, { answers: { 'Facility/Details': 'pending' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Facility Details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the facility…' })).toBeInTheDocument();
  });

  it('an unknown facility id gets a clear message naming the id, with a retry after a failure', async () => {
    renderPage(<FacilityDetailPage facilityId={999} />, {
      answers: { 'Facility/Details': new Error('Facility 999 not found.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Facility 999 was not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a facility without assessments, surveys or documents says so in each section', async () => {
    renderPage(<FacilityDetailPage facilityId={42} />, {
      answers: {
        'Facility/Details': [FACILITY_DETAILS_ROW],
        'Facility/ServiceElementScores': [],
        'Facility/AssessmentHistory': [],
        'Facility/Activities': [],
      },
    });
    expect(await screen.findByText('Not assessed yet')).toBeInTheDocument();
    expect(screen.getByText('No assessments')).toBeInTheDocument();
    expect(await screen.findByText('No survey answers')).toBeInTheDocument();
    expect(screen.getByText('No documents')).toBeInTheDocument();
  });

  it('shows name, category, location, level, certificate validity, the three active flags and the links', async () => {
    renderPage(<FacilityDetailPage facilityId={42} />, { answers, calls: surveyCalls });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nakuru Maternity Clinic' }),
    ).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Facility overview' });
    expect(overview).toHaveTextContent('Health centre');
    expect(overview).toHaveTextContent('Nakuru, Rift Valley, Kenya');
    expect(overview).toHaveTextContent('Level 4');
    expect(overview).toHaveTextContent('Valid from Mar 1, 2025 to Mar 1, 2999');
    expect(overview).toHaveTextContent('Certification active: yes');
    expect(overview).toHaveTextContent('Self-assessment active: no');
    expect(overview).toHaveTextContent('Entry programme active: yes');
    expect(screen.getByRole('link', { name: 'MomCare indicators' })).toHaveAttribute(
      'href',
      '/facility/momcare/42',
    );
    expect(screen.getByRole('link', { name: 'Benchmark this facility' })).toHaveAttribute(
      'href',
      '/benchmarking?facilityId=42',
    );
    expect(screen.getByText('No photo available')).toBeInTheDocument();
  });

  it('a user who may not open Benchmarking gets no "Benchmark this facility" link (it would lead to Not Authorized)', async () => {
    renderPage(<FacilityDetailPage facilityId={42} />, {
      answers,
      calls: surveyCalls,
      permissions: ['QAP.HomePage', 'FacilityUser'],
    });
    await screen.findByRole('heading', { level: 1, name: 'Nakuru Maternity Clinic' });
    expect(screen.getByRole('link', { name: 'MomCare indicators' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Benchmark this facility' })).not.toBeInTheDocument();
  });

  it('shows the service-element scores, the history, the survey answers and the documents', async () => {
    renderPage(<FacilityDetailPage facilityId={42} />, { answers, calls: surveyCalls });
    expect(
      await screen.findByRole('region', { name: 'Latest assessment by service element (2025)' }),
    ).toHaveTextContent('Strongest: Leadership (91); weakest: Infection control (48)');
    expect(screen.getByRole('region', { name: 'Assessment history' })).toHaveTextContent(
      '2024: 70.2, 2025: 77.3',
    );
    // Scores of 70-77 on a 0-100 axis look flat; the axis fits them and says so
    expect(screen.getByRole('region', { name: 'Assessment history' })).toHaveTextContent(
      'The value axis starts at 70.0, not at 0, so that changes show.',
    );
    expect(await screen.findByText('Is hand-washing audited?')).toBeInTheDocument();
    const surveys = screen.getByRole('region', { name: 'Survey answers' });
    expect(within(surveys).getByRole('row', { name: 'Is hand-washing audited? Yes' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Activity documents' });
    expect(within(documents).getByRole('button', { name: 'Download report-42.pdf' })).toBeInTheDocument();
  });

  it('each score stands beside the median of its country, region or category, chosen above the chart', async () => {
    renderPage(<FacilityDetailPage facilityId={42} />, { answers, calls: surveyCalls });
    const card = await screen.findByRole('region', { name: 'Latest assessment by service element (2025)' });
    const bar = (title: string) =>
      [...card.querySelectorAll('svg title')].some((element) => element.textContent === title);
    expect(bar('Leadership · Country median: 70.5')).toBe(true);
    // the environment's score target stands across the bars, and is said in words under them
    expect([...card.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('Target 75.0');
    expect(within(card).getByText('Dashed line: the score target of this environment, 75.0.')).toBeVisible();
    await userEvent.click(within(card).getByRole('radio', { name: 'Region median' }));
    expect(bar('Leadership · Region median: 72.0')).toBe(true);
    expect(bar('Leadership · Country median: 70.5')).toBe(false);
    // no regional median for Infection control: no bar, and the table says so with a dash
    expect(
      [...card.querySelectorAll('svg title')].some((element) =>
        element.textContent?.startsWith('Infection control · Region median'),
      ),
    ).toBe(false);
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const row = within(card).getByRole('row', { name: /Infection control/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Infection control', '48.0', '61.0', '—', '59.5']);
  });

  it('a document downloads through the authenticated call under its file name', async () => {
    const download = vi.fn(() => Promise.resolve(new Blob(['%PDF'])));
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
    let savedAs = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs = this.download;
    });
    renderPage(<FacilityDetailPage facilityId={42} />, {
      answers,
      calls: { ...surveyCalls, downloadActivityDocument: download },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-42.pdf' }));
    expect(download).toHaveBeenCalledWith(9);
    expect(savedAs).toBe('report-42.pdf');
    click.mockRestore();
  });

  it('shows the thumbnail fetched as a blob', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    renderPage(<FacilityDetailPage facilityId={42} />, {
      answers,
      calls: { ...surveyCalls, getFacilityThumbnail: () => Promise.resolve(new Blob(['png'])) },
    });
    const image = await screen.findByRole('img', { name: 'Photo of Nakuru Maternity Clinic' });
    expect(image).toHaveAttribute('src', 'blob:thumb');
    expect(
      within(screen.getByRole('region', { name: 'Facility overview' })).queryByText('No photo available'),
    ).toBeNull();
  });
});
