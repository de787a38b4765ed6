import { isAxiosError } from 'axios';
import { fromPromise } from 'xstate';
import {
  type CreateViewInput,
  type SavedView,
  type SavedViewFailure,
  type SavedViewProblem,
  savedViewsMachine,
  type UpdateViewInput,
  type ViewIdInput,
} from '../../../machines/saved-views';
import type { QpsClient } from '../../services/api';
import { failureKindOf } from '../../services/api/failure-kind';

type SavedViewCalls = Pick<
  QpsClient,
  'listSavedViews' | 'getSavedView' | 'createSavedView' | 'updateSavedView' | 'deleteSavedView'
>;

/** The API's refusals (docs/api/README.md, saved views) as the problems the machine words. */
export function savedViewProblemOf(error: unknown): SavedViewProblem {
  if (isAxiosError(error) && error.response?.status === 409) return 'nameTaken';
  const kind = failureKindOf(error);
  if (kind === 'notFound') return 'notFound';
  if (kind === 'forbidden') return 'notAuthorized';
  return kind === 'rejected' ? 'invalid' : 'failed';
}

/** A call whose failure reaches the machine as a SavedViewFailure. */
function call<I, O>(run: (input: I, signal: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(async ({ input, signal }) => {
    try {
      return await run(input, signal);
    } catch (error) {
      const failure: SavedViewFailure = { problem: savedViewProblemOf(error) };
      throw failure;
    }
  });
}

/** The saved-views machine with its effects: the /api/qps/views calls of the QPS client. */
export function createSavedViews(calls: SavedViewCalls) {
  return savedViewsMachine.provide({
    actors: {
      listViews: call<unknown, SavedView[]>((_, signal) => calls.listSavedViews({ signal })),
      createView: call<CreateViewInput, SavedView>((input, signal) =>
        calls.createSavedView(input, { signal }),
      ),
      updateView: call<UpdateViewInput, SavedView>(({ id, change }, signal) =>
        calls.updateSavedView(id, change, { signal }),
      ),
      deleteView: call<ViewIdInput, void>(({ id }, signal) => calls.deleteSavedView(id, { signal })),
      getView: call<ViewIdInput, SavedView>(({ id }, signal) => calls.getSavedView(id, { signal })),
    },
  });
}
