import { Notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PeriodAssessmentsRow } from '../../../contract';
import PeriodAssessments from '../../../src/pages/home/PeriodAssessments';
import { renderPage } from '../pages/kit-harness';
import { offeredYears } from '../support/year-options';
import { Address, address, periodRow as row } from './period-test-support';

/** What the fake server answers per period and comparison. */
const ANSWERS: Record<string, PeriodAssessmentsRow[]> = {
  '2025|previous': [row('current', '2025', 400, 72.5, 300), row('comparison', '2024', 380, 68.3, 266)],
  '2025-Q4|previous': [row('current', '2025-Q4', 50, 70, 35), row('comparison', '2025-Q3', 120, 71, 90)],
  '2025-Q1|previous': [row('current', '2025-Q1', 30, 66, 18), row('comparison', '2024-Q4', 0, null, 0)],
  '2025-Q1|lastYear': [row('current', '2025-Q1', 30, 66, 18), row('comparison', '2024-Q1', 30, 66, 18)],
  '2025-02-01..2025-03-31|previous': [
    row('current', '2025-02-01..2025-03-31', 20, 64, 10),
    // the 59 days just before 1 Feb - 31 Mar 2025
    row('comparison', '2024-12-04..2025-01-31', 25, 60, 10),
  ],
  '2025-Q2|previous': [row('current', '2025-Q2', 0, null, 0), row('comparison', '2025-Q1', 30, 66, 18)],
  '2024-12-04..2025-01-31|previous': [
    row('current', '2024-12-04..2025-01-31', 25, 60, 10),
    row('comparison', '2024-10-06..2024-12-03', 20, 64, 10),
  ],
};

function renderSection(route = '/home') {
  return renderPage(
    <>
      <Notifications />
      <PeriodAssessments latestYear={2025} />
      <Address />
    </>,
    {
      route,
      answers: {
        'Home/PeriodAssessments': (params: Record<string, unknown>) =>
          ANSWERS[`${params.period}|${params.compareTo}`] ??
          new Error(`unexpected ${JSON.stringify(params)}`),
        // the selection's assessments cover 2021-2025
        'Home/AssessmentYears': [2021, 2022, 2023, 2024, 2025].map((year) => ({ year })),
      },
    },
  );
}

const figure = (label: string) => screen.getByRole('article', { name: new RegExp(`^${label}:`) });
const periodCalls = (backend: ReturnType<typeof renderSection>['backend']) =>
  backend.calls.filter((call) => call.key === 'Home/PeriodAssessments').map((call) => call.params);

/** A drill link's address without its `env`, which must name the environment it was opened in (the harness's). */
const listAddress = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
  expect(url.searchParams.get('env')).toBe('env-1');
  url.searchParams.delete('env');
  return `${url.pathname}?${url.searchParams}`;
};

describe('Home: assessments of a period next to the period it is compared with', {
  timeout: 20_000,
}, () => {
  it('by default shows the latest assessment year against the year before, each change with an arrow and in words', async () => {
    const { backend } = renderSection();
    expect(await screen.findByText('2025 compared with 2024')).toBeInTheDocument();
    expect(periodCalls(backend).at(-1)).toMatchObject({ period: '2025', compareTo: 'previous' });
    expect(figure('Assessments')).toHaveTextContent('400');
    expect(figure('Assessments')).toHaveTextContent('Up 20 from 2024');
    expect(figure('Average score')).toHaveTextContent('72.5');
    expect(figure('Average score')).toHaveTextContent('Up 4.2 points from 2024');
    // 300/400 = 75 % against 266/380 = 70 %: up 5 percentage points
    expect(figure('Certified')).toHaveTextContent('75%');
    expect(figure('Certified')).toHaveTextContent('Up 5 percentage points from 2024');
  });

  it('offers only the years the selection has assessments in, latest first', async () => {
    renderSection();
    await screen.findByText('2025 compared with 2024');
    await waitFor(() => expect(offeredYears()).toEqual(['2025', '2024', '2023', '2022', '2021']));
  });

  it('a fall is said as a fall, with a down arrow and the warning colour', async () => {
    renderSection('/home?period=2025-Q4');
    const score = await screen.findByText('Down 1.0 points from Q3 2025');
    expect(score).toHaveStyle({ color: '#c92a2a' });
    expect(score.closest('div')?.querySelector('svg')).toHaveClass('tabler-icon-arrow-down-right');
    // fewer assessments is a volume, not bad news: no warning colour
    expect(await screen.findByText('Down 70 from Q3 2025')).toHaveStyle({ color: '#495057' });
  });

  it('choosing a quarter, then another, then the same period last year asks the server and writes the address', async () => {
    const { backend } = renderSection();
    await screen.findByText('2025 compared with 2024');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'Quarter');
    expect(await screen.findByText('Q4 2025 compared with Q3 2025')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/home?period=2025-Q4');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quarter' }), 'Q1');
    // Q1 is compared with Q4 of the year before, which had no assessments
    expect(await screen.findByText('Q1 2025 compared with Q4 2024')).toBeInTheDocument();
    expect(figure('Average score')).toHaveTextContent('No figures for Q4 2024 to compare with');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Compare with' }),
      'Same period last year',
    );
    expect(await screen.findByText('Q1 2025 compared with Q1 2024')).toBeInTheDocument();
    expect(figure('Average score')).toHaveTextContent('No change from Q1 2024');
    expect(address()).toHaveTextContent('/home?period=2025-Q1&compare=lastYear');
    expect(periodCalls(backend).at(-1)).toMatchObject({ period: '2025-Q1', compareTo: 'lastYear' });
  });

  it('a custom range is sent once applied; a range ending before it starts is refused with a reason', async () => {
    const { backend } = renderSection();
    await screen.findByText('2025 compared with 2024');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'Custom range');
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-04-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-03-31');
    const calls = periodCalls(backend).length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      screen.getByText('Choose an end day on or after the start day, at most ten years later.'),
    ).toBeInTheDocument();
    expect(periodCalls(backend)).toHaveLength(calls);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Feb 1, 2025 – Mar 31, 2025 compared with Dec 4, 2024 – Jan 31, 2025'),
    ).toBeInTheDocument();
    expect(periodCalls(backend).at(-1)).toMatchObject({ period: '2025-02-01..2025-03-31' });
  });

  it("a quarter's assessments and average open the facilities assessed in it; 0 or a period across years opens none", async () => {
    renderSection('/home?period=2025-Q1');
    await screen.findByText('Q1 2025 compared with Q4 2024');
    const assessed = within(figure('Assessments')).getByRole('link', {
      name: /^Assessments: 30\. Open the list/,
    });
    expect(listAddress(assessed)).toBe(
      '/facilities?active=yes&assessedFrom=2025-01-01&assessedTo=2025-03-31',
    );
    const average = within(figure('Average score')).getByRole('link');
    expect(listAddress(average)).toBe(
      '/facilities?active=yes&sort=latestScore&dir=desc&assessedFrom=2025-01-01&assessedTo=2025-03-31',
    );
    // a share is no count of facilities
    expect(within(figure('Certified')).queryByRole('link')).toBeNull();
    cleanup();
    // a facility assessed in December 2024 and in January 2025 is two assessments but one facility
    renderSection('/home?period=2024-12-04..2025-01-31');
    await screen.findByText(/compared with/);
    expect(within(figure('Assessments')).queryByRole('link')).toBeNull();
    cleanup();
    // no assessment: nothing to open
    renderSection('/home?period=2025-Q2');
    await screen.findByText('Q2 2025 compared with Q1 2025');
    expect(within(figure('Assessments')).queryByRole('link')).toBeNull();
  });

  it('an address with an unreadable period shows the default period, says so and drops the bad part', async () => {
    const { backend } = renderSection('/home?level=3&period=2025-Q9');
    expect(await screen.findByText('2025 compared with 2024')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Part of the address was not understood (period); the default view is shown instead.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/home\?level=3$/));
    expect(periodCalls(backend).every((params) => params.period === '2025')).toBe(true);
  });

  it('the picker is a named group of labelled fields, in French too', async () => {
    renderPage(<PeriodAssessments latestYear={2025} />, {
      culture: 'fr-FR',
      route: '/home?period=2025-07',
      answers: {
        'Home/PeriodAssessments': [
          row('current', '2025-07', 10, 70, 5),
          row('comparison', '2025-06', 8, 65.5, 4),
        ],
      },
    });
    const picker = await screen.findByRole('group', { name: 'Période' });
    expect(within(picker).getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('juillet');
    expect(await screen.findByText('juillet 2025 comparé à juin 2025')).toBeInTheDocument();
    expect(figure('Score moyen')).toHaveTextContent('En hausse de 4,5 points par rapport à juin 2025');
  });
});
