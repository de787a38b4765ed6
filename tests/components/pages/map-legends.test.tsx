import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapCategoryLegend } from '../../../src/components/page-kit/map/MapCategoryLegend';
import { categoriesOf } from '../../../src/components/page-kit/map/map-categories';
import { shadeClasses } from '../../../src/components/page-kit/map/map-classes';
import { ShadeLegend } from '../../../src/components/page-kit/map/ShadeLegend';
import { renderPage } from './kit-harness';

const levelName = (key: string) => (key === 'none' ? 'Uncertified' : `Level ${key}`);
const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

describe('map legends', () => {
  it("the category legend, named after its map (two maps' legends are told apart), lists every level with its count, and each entry switches its level on and off", async () => {
    const onToggle = vi.fn();
    const counts = { 1: 10, 2: 20, 3: 1200, 4: 0, 5: 5, none: 7 };
    const { rerender } = renderPage(
      <MapCategoryLegend
        title="Service level map"
        categories={categoriesOf('level')}
        counts={counts}
        hidden={new Set()}
        name={levelName}
        format={format}
        onToggle={onToggle}
      />,
    );
    const group = screen.getByRole('group', {
      name: 'Service level map: show or hide facilities by category',
    });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Level 3: 1,200' }));
    expect(onToggle).toHaveBeenCalledWith('3');
    rerender(
      <MapCategoryLegend
        title="Service level map"
        categories={categoriesOf('level')}
        counts={counts}
        hidden={new Set(['3'])}
        name={levelName}
        format={format}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Level 3: 1,200' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Uncertified: 7' })).toBeChecked();
  });

  it('the score legend shows the five fixed score bands, each with its range and places, and says how they are cut', () => {
    const classes = shadeClasses([67, 67.5, 68.2, 69.9, 70, 71.5], 'scoreBands');
    renderPage(
      <ShadeLegend
        measure="Average score"
        method="scoreBands"
        classes={classes}
        format={format}
        level="region"
      />,
    );
    const legend = screen.getByRole('group', { name: 'Shading: Average score' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '0 to under 60 (0 places)',
      '60 to under 70 (4 places)',
      '70 to under 80 (2 places)',
      '80 to under 90 (0 places)',
      '90 to 100 (0 places)',
      'Clear: no facilities',
    ]);
    expect(legend).toHaveTextContent(
      'Fixed bands of 10 score points: below 60, then up to 90 and above; a value on a limit is in the band above.',
    );
    expect(legend).toHaveTextContent('Regions are shaded');
  });

  it('shares are classed in fixed bands of 20 percentage points, and the legend says so for districts', () => {
    const values = [5, 15, 45, 95];
    const classes = shadeClasses(values, 'shareBands');
    renderPage(
      <ShadeLegend
        measure="Share at level 3 or above"
        method="shareBands"
        classes={classes}
        format={format}
        level="district"
      />,
    );
    const legend = screen.getByRole('group', { name: 'Shading: Share at level 3 or above' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '0 to under 20 (2 places)',
      '20 to under 40 (0 places)',
      '40 to under 60 (1 place)',
      '60 to under 80 (0 places)',
      '80 to 100 (1 place)',
      'Clear: no facilities',
    ]);
    expect(legend).toHaveTextContent(
      'Fixed bands of 20 percentage points; a value on a limit is in the band above. Districts are shaded.',
    );
  });
});
