import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapCategoryLegend } from '../../../src/components/page-kit/map/MapCategoryLegend';
import { categoriesOf } from '../../../src/components/page-kit/map/map-categories';
import { classBreaks, shadeClasses } from '../../../src/components/page-kit/map/map-classes';
import { ShadeLegend } from '../../../src/components/page-kit/map/ShadeLegend';
import { renderPage } from './kit-harness';

const levelName = (key: string) => (key === 'none' ? 'Uncertified' : `Level ${key}`);
const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

describe('map legends', () => {
  it('the category legend lists every level with its count, and each entry switches its level on and off', async () => {
    const onToggle = vi.fn();
    const counts = { 1: 10, 2: 20, 3: 1200, 4: 0, 5: 5, none: 7 };
    const { rerender } = renderPage(
      <MapCategoryLegend
        categories={categoriesOf('level')}
        counts={counts}
        hidden={new Set()}
        name={levelName}
        format={format}
        onToggle={onToggle}
      />,
    );
    const group = screen.getByRole('group', { name: 'Show or hide facilities by category' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Level 3: 1,200' }));
    expect(onToggle).toHaveBeenCalledWith('3');
    rerender(
      <MapCategoryLegend
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

  it('the shading legend shows each class with its range and places, and says the classes are quantiles', () => {
    const values = [52, 58, 61, 64, 66, 70, 73, 77, 81, 90];
    const classes = shadeClasses(values, classBreaks(values, 'quantiles'));
    renderPage(
      <ShadeLegend
        measure="Average score"
        method="quantiles"
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
      '52 to 58 (2 places)',
      '58 to 64 (2 places)',
      '64 to 70 (2 places)',
      '70 to 77 (2 places)',
      '77 to 90 (2 places)',
      'Clear: no facilities',
    ]);
    expect(legend).toHaveTextContent('Classes by quantiles: each holds about the same number of places.');
    expect(legend).toHaveTextContent('Regions are shaded');
  });

  it('shares are classed by equal intervals of 20 points, and the legend says so for districts', () => {
    const values = [5, 15, 45, 95];
    const classes = shadeClasses(values, classBreaks(values, 'equalIntervals'));
    renderPage(
      <ShadeLegend
        measure="Share at level 3 or above"
        method="equalIntervals"
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
      '5 to 20 (2 places)',
      '20 to 40 (0 places)',
      '40 to 60 (1 place)',
      '60 to 80 (0 places)',
      '80 to 95 (1 place)',
      'Clear: no facilities',
    ]);
    expect(legend).toHaveTextContent(
      'Classes by equal intervals of 20 percentage points. Districts are shaded.',
    );
  });
});
