import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  pageDataMachine,
  selectIsPageDataBusy,
  selectPageDataError,
  selectPageDataStatus,
} from '../../../machines/page-data';
import { EMPTY_ROWS_RESULT, pageDataWithAnswers, ROWS_RESULT } from '../../model/fixtures/page-data.fixtures';

function start(answers: Parameters<typeof pageDataWithAnswers>[0], params = { year: 2024 }) {
  const { machine, calls } = pageDataWithAnswers(answers);
  const actor = createActor(machine, { input: { key: 'Home/Scores', params } }).start();
  return { actor, calls };
}

describe('page data', () => {
  it('starts loading with the busy tag and asks for its key and params', async () => {
    const { actor, calls } = start([ROWS_RESULT]);
    expect(selectPageDataStatus(actor.getSnapshot())).toBe('loading');
    expect(selectIsPageDataBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toEqual([{ key: 'Home/Scores', params: { year: 2024 } }]);
  });

  it('a query with rows is a success holding the result', async () => {
    const { actor } = start([ROWS_RESULT]);
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(snapshot.context.result).toEqual(ROWS_RESULT);
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('a query that returned no rows (null) is empty, tagged empty', async () => {
    const { actor } = start([null]);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectPageDataStatus(snapshot)).toBe('empty');
    expect(snapshot.hasTag('empty')).toBe(true);
  });

  it('a result whose data is an empty list is empty too', async () => {
    const { actor } = start([EMPTY_ROWS_RESULT]);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectPageDataStatus(snapshot)).toBe('empty');
  });

  it('a failed fetch is a failure tagged error, keeping the message for the screen', async () => {
    const { actor } = start([new Error('Query failed.')]);
    const snapshot = await waitFor(actor, (s) => s.matches('failure'));
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectPageDataError(snapshot)).toBe('Query failed.');
  });

  it('pageData.retry after a failure loads again and can succeed', async () => {
    const { actor, calls } = start([new Error('Network down.'), ROWS_RESULT]);
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'pageData.retry' });
    expect(selectPageDataError(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(snapshot.context.result).toEqual(ROWS_RESULT);
    expect(calls).toHaveLength(2);
  });

  it('pageData.paramsChanged reloads with the new params, even while a load is running', async () => {
    const { actor, calls } = start([ROWS_RESULT]);
    actor.send({ type: 'pageData.paramsChanged', params: { year: 2025 } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls.at(-1)).toEqual({ key: 'Home/Scores', params: { year: 2025 } });
    expect(actor.getSnapshot().context.params).toEqual({ year: 2025 });
  });

  it('pageData.retry is ignored while the data is shown (nothing to retry)', async () => {
    const { actor, calls } = start([ROWS_RESULT]);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'pageData.retry' });
    expect(selectPageDataStatus(actor.getSnapshot())).toBe('success');
    expect(calls).toHaveLength(1);
  });

  it('without a provided fetchPageData the failure says how to provide it', async () => {
    const actor = createActor(pageDataMachine, { input: { key: 'k' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('failure'));
    expect(snapshot.context.errorMessage).toMatch(/fetchPageData is not implemented: provide it/);
  });
});
