import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useExportCaption } from '../../../src/components/page-kit/exports/export-caption.hooks';
import { renderPage } from './kit-harness';

/**
 * docs/ui.md, Downloads: an exported chart says what it shows away from the page: its filter in
 * words on the pages the filter drives (as the printed report header says it) and the day it was
 * saved; a facility's own page, which no filter drives, names no filter.
 */
function CaptionProbe() {
  const caption = useExportCaption();
  return <p data-testid="caption">{caption()}</p>;
}

const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());

describe('the caption of an exported chart', () => {
  it('on a page the filter drives: the filter in words and the day', () => {
    renderPage(<CaptionProbe />, {
      route: '/benchmarking',
      filter: { awardedLevels: [3], activeStates: [] },
    });
    expect(screen.getByTestId('caption').textContent).toBe(
      `Filter: Certification levels: Level 3 · Saved ${today}`,
    );
  });

  it('with the default filter it says so, in the same words as the printed report', () => {
    renderPage(<CaptionProbe />, { route: '/' });
    expect(screen.getByTestId('caption').textContent).toMatch(/^Filter: .+ · Saved /);
  });

  it("on a facility's own page, which no filter drives: no filter, only the day", () => {
    renderPage(<CaptionProbe />, { route: '/facility/details/5', filter: { awardedLevels: [3] } });
    expect(screen.getByTestId('caption').textContent).toBe(`Saved ${today}`);
  });
});
