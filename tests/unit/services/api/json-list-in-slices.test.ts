import { describe, expect, it, vi } from 'vitest';
import { parseJsonListInSlices } from '../../../../src/services/api/json-list-in-slices';

const facilities = Array.from({ length: 250 }, (_, index) => ({
  id: index + 1,
  name: `Clinic "${index}" [east], {annex}\\ ${'é'.repeat(index % 3)}`,
  awardedLevel: index % 6 || null,
  location: { countryId: 1, latitude: -1.29 + index / 1000, longitude: 36.82 },
  tags: index % 2 ? [] : [{ code: ']' }, [1, 2]],
  isCertActive: index % 2 === 0,
}));

const noWait = () => Promise.resolve();

describe('facility list parsed in slices', () => {
  it('gives exactly what JSON.parse gives, whatever the slice size', async () => {
    const text = JSON.stringify(facilities);
    for (const sliceChars of [1, 40, 1000, 10_000_000]) {
      expect(await parseJsonListInSlices(text, { sliceChars, yieldToMain: noWait })).toEqual(facilities);
    }
  });

  it('keeps whitespace-formatted lists and the empty list', async () => {
    const pretty = JSON.stringify(facilities.slice(0, 5), null, 2);
    expect(await parseJsonListInSlices(`\n ${pretty} \n`, { sliceChars: 30, yieldToMain: noWait })).toEqual(
      facilities.slice(0, 5),
    );
    expect(await parseJsonListInSlices('[]')).toEqual([]);
    expect(await parseJsonListInSlices(' [ ] ')).toEqual([]);
  });

  it('gives the main thread a turn between slices, not for a short list', async () => {
    const text = JSON.stringify(facilities);
    const yieldToMain = vi.fn(noWait);
    await parseJsonListInSlices(text, { sliceChars: text.length / 10, yieldToMain });
    expect(yieldToMain.mock.calls.length).toBeGreaterThanOrEqual(9);
    yieldToMain.mockClear();
    await parseJsonListInSlices('[1,2,3]', { yieldToMain });
    expect(yieldToMain).not.toHaveBeenCalled();
  });

  it('stops with an AbortError when the call is cancelled between slices', async () => {
    const controller = new AbortController();
    const yieldToMain = vi.fn(async () => controller.abort());
    await expect(
      parseJsonListInSlices(JSON.stringify(facilities), {
        sliceChars: 100,
        signal: controller.signal,
        yieldToMain,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an object', '{"id":1}'],
    ['text before the list', 'x[1]'],
    ['text after the list', '[1] x'],
    ['a truncated list', '[{"id":1},{"id":'],
    ['an unterminated string', '[{"name":"Amani]'],
    ['a trailing comma', '[1,]'],
    ['a missing element', '[1,,2]'],
    ['a bad element', '[{"id":1},{id:2}]'],
    ['nothing', ''],
    ['a brace that closes nothing', '[1}2]'],
    ['a leading comma', '[,1]'],
    ['a leading comma after blank lines', '[\n\n,1]'],
    ['a leading comma after a space', '[ ,1]'],
  ])('rejects %s with a SyntaxError', async (_, text) => {
    for (const sliceChars of [0, 1, 2, 1000]) {
      await expect(parseJsonListInSlices(text, { sliceChars, yieldToMain: noWait })).rejects.toBeInstanceOf(
        SyntaxError,
      );
    }
  });
});
