import { describe, expect, it, vi } from 'vitest';
import { parseQueryFirstRow, parseQueryRows } from '../../../../src/services/api/query-result.parse';

const logger = () => ({ error: vi.fn(), warn: vi.fn() });

describe('spec 7, handling of query answers', () => {
  it('data, texts and options arrive as JSON text and are parsed', () => {
    const parsed = parseQueryRows(
      { data: '[{"a":1},{"a":2}]', texts: '{"title":"Scores"}', options: '{"unit":"%"}' },
      logger(),
    );
    expect(parsed).toEqual({
      data: [{ a: 1 }, { a: 2 }],
      texts: { title: 'Scores' },
      options: { unit: '%' },
    });
  });

  it('options and additionalOptions are merged, an array of additional options flattened into one object', () => {
    const parsed = parseQueryRows(
      {
        data: '[]',
        options: '{"unit":"%","max":5}',
        additionalOptions: '[{"max":100},{"colour":"#002C4A"}]',
      },
      logger(),
    );
    expect(parsed.options).toEqual({ unit: '%', max: 100, colour: '#002C4A' });
  });

  it('a single additional options object is merged as it is', () => {
    expect(parseQueryRows({ additionalOptions: '{"stacked":true}' }, logger()).options).toEqual({
      stacked: true,
    });
  });

  it('missing data defaults to an empty list', () => {
    expect(parseQueryRows({ hasError: false }, logger())).toEqual({ data: [], texts: {}, options: {} });
  });

  it('the first row of data is used', () => {
    const log = logger();
    const first = parseQueryFirstRow('General/SyncProgress', { data: '[{"run":1},{"run":2}]' }, log);
    expect(first?.data).toEqual({ run: 1 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("an empty result logs 'No data returned from {key}.' and yields null", () => {
    const log = logger();
    expect(parseQueryFirstRow('General/SyncProgress', { data: '[]' }, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('No data returned from General/SyncProgress.');
  });

  it('a result with hasError logs the error text and data, and yields no rows', () => {
    const log = logger();
    const parsed = parseQueryRows({ hasError: true, errorText: 'Query failed', data: 'not json' }, log);
    expect(log.error).toHaveBeenCalledWith('Query failed', 'not json');
    expect(parsed.data).toEqual([]);
  });
});
