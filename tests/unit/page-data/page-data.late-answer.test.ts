import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type FetchPageDataInput,
  type PageDataResult,
  pageDataMachine,
  selectPageDataResult,
  selectPageDataStatus,
} from '../../../machines/page-data';

/** A fetch whose answers the test gives by hand, in any order: one pending call per request. */
function withHeldAnswers() {
  const pending: {
    input: FetchPageDataInput;
    answer: (result: PageDataResult) => void;
    signal: AbortSignal;
  }[] = [];
  const machine = pageDataMachine.provide({
    actors: {
      fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(
        ({ input, signal }) => new Promise((resolve) => pending.push({ input, answer: resolve, signal })),
      ),
    },
  });
  return { machine, pending };
}

const figuresOf = (level: string): PageDataResult => ({
  data: [{ level, facilities: level.length }],
  texts: {},
  options: {},
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page data: answers for parameters that are no longer current are dropped', () => {
  it('after Back restores the old filter, a late answer for the filter left behind is not stored', async () => {
    const { machine, pending } = withHeldAnswers();
    const actor = createActor(machine, { input: { key: 'Home/Summary', params: { filter: 'all' } } }).start();
    pending[0].answer(figuresOf('all'));
    await flush();
    actor.send({ type: 'pageData.paramsChanged', params: { filter: 'level 3' } });
    actor.send({ type: 'pageData.paramsChanged', params: { filter: 'all' } });
    pending[2].answer(figuresOf('all'));
    await flush();
    expect(pending[1].signal.aborted).toBe(true); // the request for the filter left behind is cancelled
    pending[1].answer(figuresOf('level 3'));
    await flush();
    expect(selectPageDataStatus(actor.getSnapshot())).toBe('success');
    expect(selectPageDataResult(actor.getSnapshot())).toEqual(figuresOf('all'));
  });
});
