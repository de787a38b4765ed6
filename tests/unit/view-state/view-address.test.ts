import { describe, expect, it } from 'vitest';
import { withPickedChange } from '../../../machines/shared/picked-change';
import {
  idSubsetCodec,
  namedAs,
  oneOf,
  shadeCodec,
  sortCodec,
  type ViewCodec,
  viewChoiceFromAddress,
  viewParamName,
  withViewChoice,
} from '../../../machines/shared/view-address';

const views = oneOf(['chart', 'table'] as const);
const sorts = sortCodec(['name', 'count']);
const shades = shadeCodec(
  ['none', 'averageScore', 'shareAtLevel'] as const,
  'shareAtLevel',
  [1, 2, 3, 4, 5],
  3,
);
const medians = namedAs({ nationalMedian: 'country', regionalMedian: 'region', peerMedian: 'category' });
// Yearly's trend: up to 4 service elements drawn beside the overall line (one dash pattern each).
const lines = idSubsetCodec(['1', '2', '3', '4', '5', '6', '7', '8'], 4);
const read = <T>(query: string, name: string, codec: ViewCodec<T>, fallback: NoInfer<T>) =>
  viewChoiceFromAddress(new URLSearchParams(query), name, codec, fallback);

describe('a card view choice in the address', () => {
  it('is keyed by the card, so two cards of one page do not share a choice', () => {
    expect(viewParamName('view', 'levels')).toBe('view.levels');
    expect(read('view.levels=table', 'view.levels', views, 'chart').value).toBe('table');
    expect(read('view.levels=table', 'view.recent', views, 'chart').value).toBe('chart');
  });

  it('without a parameter the card shows its default, and nothing is reported', () => {
    expect(read('env=a&level=3', 'view.levels', views, 'chart')).toEqual({ value: 'chart', invalid: [] });
  });

  it('an unreadable value falls back to the default and is named for the notice', () => {
    expect(read('view.levels=pie', 'view.levels', views, 'chart')).toEqual({
      value: 'chart',
      invalid: ['view.levels'],
    });
    expect(read('median.peers=planet', 'median.peers', medians, 'nationalMedian')).toEqual({
      value: 'nationalMedian',
      invalid: ['median.peers'],
    });
  });

  it('a table sort reads "column:asc" or "column:desc" of a sortable column only', () => {
    expect(read('sort.t=name:desc', 'sort.t', sorts, null).value).toEqual({
      columnKey: 'name',
      direction: 'descending',
    });
    expect(read('sort.t=count:asc', 'sort.t', sorts, null).value).toEqual({
      columnKey: 'count',
      direction: 'ascending',
    });
    for (const text of ['name', 'name:up', 'score:asc', 'name:asc:x', '', ':desc']) {
      expect(read(`sort.t=${text}`, 'sort.t', sorts, null), text).toEqual({
        value: null,
        invalid: ['sort.t'],
      });
    }
  });

  it('a map shading names its measure, and the share at level N its level 1 to 5', () => {
    expect(read('shade.m=none', 'shade.m', shades, { measure: 'averageScore', level: 3 }).value).toEqual({
      measure: 'none',
      level: 3,
    });
    expect(read('shade.m=shareAtLevel:4', 'shade.m', shades, { measure: 'none', level: 3 }).value).toEqual({
      measure: 'shareAtLevel',
      level: 4,
    });
    for (const text of ['shareAtLevel:9', 'shareAtLevel:x', 'averageScore:4', 'colour']) {
      expect(read(`shade.m=${text}`, 'shade.m', shades, { measure: 'none', level: 3 }).invalid, text).toEqual(
        ['shade.m'],
      );
    }
  });

  it('the median shown reads the words of the control: country, region, category', () => {
    expect(read('median.peers=region', 'median.peers', medians, 'nationalMedian').value).toBe(
      'regionalMedian',
    );
    expect(read('median.peers=category', 'median.peers', medians, 'nationalMedian').value).toBe('peerMedian');
  });

  it('the lines drawn beside a trend are distinct ids of its elements, at most as many as it can draw', () => {
    expect(read('lines.trend=3,5', 'lines.trend', lines, []).value).toEqual(['3', '5']);
    for (const text of ['3,3', '3,9', '1,2,3,4,5', 'x', ''])
      expect(read(`lines.trend=${text}`, 'lines.trend', lines, [])).toEqual({
        value: [],
        invalid: ['lines.trend'],
      });
    expect(withViewChoice(new URLSearchParams('env=a'), 'lines.trend', lines, ['3', '5'], [])).toBe(
      'env=a&lines.trend=3,5',
    );
    expect(withViewChoice(new URLSearchParams('env=a&lines.trend=3'), 'lines.trend', lines, [], [])).toBe(
      'env=a',
    );
  });
});

describe('writing a card view choice into the address', () => {
  const current = new URLSearchParams('env=afya&region=4,7&active=yes');

  it('keeps the other parameters and writes the choice readably', () => {
    expect(
      withViewChoice(current, 'sort.levels', sorts, { columnKey: 'name', direction: 'descending' }, null),
    ).toBe('env=afya&region=4,7&active=yes&sort.levels=name:desc');
    expect(
      withViewChoice(
        current,
        'shade.m',
        shades,
        { measure: 'shareAtLevel', level: 4 },
        {
          measure: 'averageScore',
          level: 3,
        },
      ),
    ).toBe('env=afya&region=4,7&active=yes&shade.m=shareAtLevel:4');
    expect(withViewChoice(current, 'median.peers', medians, 'peerMedian', 'nationalMedian')).toBe(
      'env=afya&region=4,7&active=yes&median.peers=category',
    );
  });

  it('leaves the default out, so a card back at its default has no parameter', () => {
    const withTable = new URLSearchParams('env=afya&view.levels=table');
    expect(withViewChoice(withTable, 'view.levels', views, 'chart', 'chart')).toBe('env=afya');
    expect(withViewChoice(current, 'median.peers', medians, 'nationalMedian', 'nationalMedian')).toBe(
      'env=afya&region=4,7&active=yes',
    );
  });

  it('what is written reads back as the same choice', () => {
    const sort = { columnKey: 'count', direction: 'descending' } as const;
    const written = new URLSearchParams(withViewChoice(current, 'sort.t', sorts, sort, null));
    expect(read(written.toString(), 'sort.t', sorts, null).value).toEqual(sort);
  });
});

describe('two picks in a multi-select before the page redraws both count', () => {
  it('a second pick reported from the list drawn before the first keeps the first', () => {
    // drawn: nothing chosen; the first pick (3) is already in the address; the select reports [5]
    expect(withPickedChange(['3'], [], ['5'])).toEqual(['3', '5']);
  });

  it('a removal reported from an older list removes only that item', () => {
    expect(withPickedChange(['3', '5', '7'], ['3', '5'], ['5'])).toEqual(['5', '7']);
  });

  it('with nothing changed since the drawing, the select’s list is taken as it is', () => {
    expect(withPickedChange(['3'], ['3'], ['3', '9'])).toEqual(['3', '9']);
    expect(withPickedChange(['3', '9'], ['3', '9'], [])).toEqual([]);
  });
});
