import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectIsPageDataRefreshing } from '../../../machines/page-data';
import { EMPTY_ROWS_RESULT, pageDataWithAnswers, ROWS_RESULT } from '../../model/fixtures/page-data.fixtures';

/**
 * Whether a reload is a refresh (content stays, "Updating…") is the page-data
 * machine's rule, not PageState's. Spec-side rule (docs/ui.md): once content has been shown, a
 * reload keeps it on screen; after an empty answer or a failure there is no content to keep.
 */
function start(answers: Parameters<typeof pageDataWithAnswers>[0]) {
  const { machine } = pageDataWithAnswers(answers);
  return createActor(machine, { input: { key: 'Home/Scores', params: { year: 2024 } } }).start();
}

const reload = { type: 'pageData.paramsChanged', params: { year: 2025 } } as const;

describe('page data: a reload after shown content is a refresh', () => {
  it('the first load is not a refresh', () => {
    expect(selectIsPageDataRefreshing(start([ROWS_RESULT]).getSnapshot())).toBe(false);
  });

  it('new params after the data was shown reload as a refresh', async () => {
    const actor = start([ROWS_RESULT]);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send(reload);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(selectIsPageDataRefreshing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(selectIsPageDataRefreshing(actor.getSnapshot())).toBe(false);
  });

  it('a reload after an empty answer is a first load again (nothing on screen to keep)', async () => {
    const actor = start([ROWS_RESULT, EMPTY_ROWS_RESULT, ROWS_RESULT]);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send(reload);
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send(reload);
    expect(selectIsPageDataRefreshing(actor.getSnapshot())).toBe(false);
  });

  it('a retry after a failure is a first load again', async () => {
    const actor = start([ROWS_RESULT, new Error('Query failed.'), ROWS_RESULT]);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send(reload);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'pageData.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(selectIsPageDataRefreshing(actor.getSnapshot())).toBe(false);
  });
});
