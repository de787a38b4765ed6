import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '../../../src/pages/home/Home.page';
import { recent, summary } from './home-fixtures';
import { renderPage } from './kit-harness';

const french = (value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('fr-FR', options).format(value);
const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

const renderHome = (culture: string, changes: Partial<typeof summary>) =>
  renderPage(<HomePage />, {
    culture,
    answers: { 'Home/Summary': [{ ...summary, ...changes }], 'Home/RecentAssessments': recent },
  });

describe('one decimal for every score', () => {
  it('a whole average is written with its decimal, as its neighbours: "70.0", not "70"', async () => {
    renderHome('en-US', { averageLatestScore: 70, averageScoreLatestYear: 70.2 });
    expect(await screen.findByRole('article', { name: 'Average latest score: 70.0' })).toBeInTheDocument();
  });

  it('a change of a whole number of points too: "+2.0", "Up 2.0 points on 2024"', async () => {
    renderHome('en-US', { changeSinceLastYear: 2 });
    const change = await screen.findByRole('article', { name: /^Change since last year: \+2\.0$/ });
    expect(change).toHaveTextContent('Up 2.0 points on 2024');
  });
});

describe('French typography', () => {
  it('below 2 points the point is singular: "En hausse de 0,8 point par rapport à 2024"', async () => {
    renderHome('fr-FR', { changeSinceLastYear: 0.8 });
    const change = await screen.findByRole('article', { name: /^Évolution depuis l’an dernier:/ });
    expect(change).toHaveTextContent(`En hausse de ${french(0.8, oneDecimal)} point par rapport à 2024`);
  });

  it('a level and its count are joined by a no-break space and a colon: "Niveau 1 : 100"', async () => {
    renderHome('fr-FR', {});
    const share = french(summary.level1 / summary.facilityCount, { style: 'percent' });
    // as written: the default normaliser would turn the no-break spaces into plain ones
    const asWritten = { normalizer: (text: string) => text };
    expect(
      await screen.findByText(
        (text) => text.includes(`Niveau 1\u00a0: ${french(summary.level1)} (${share})`),
        asWritten,
      ),
    ).toBeInTheDocument();
  });
});
