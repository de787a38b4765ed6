/**
 * The real app machine, running, with stand-in children and every kind of page data answered by
 * a fetch that records what it was asked (one row naming the query, or what `answer` returns).
 */
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { appMachine, type PageDataChildEvent, type PageDataLogic } from '../../machines/app';
import { type FetchPageDataInput, type PageDataResult, pageDataMachine } from '../../machines/page-data';
import { createInspectionRecorder } from '../../src/app/inspector/inspection-recorder';
import { fakeChildren, storedSlices, validConfig } from '../model/fixtures/app.fixtures';

export interface Asked extends FetchPageDataInput {
  logic: PageDataLogic;
  signal: AbortSignal;
}

type Answer = (asked: Asked) => Promise<PageDataResult | null>;

/** One row naming the kind, the query and its params. */
const namingTheQuery: Answer = async ({ logic, key, params }) => ({
  data: [{ logic, key, params }],
  texts: {},
  options: {},
});

function recordingKind(logic: PageDataLogic, asked: Asked[], answer: Answer) {
  return pageDataMachine.provide({
    actors: {
      fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(({ input, signal }) => {
        asked.push({ ...input, logic, signal });
        return answer({ ...input, logic, signal });
      }),
    },
  });
}

export async function startRunningApp(answer: Answer = namingTheQuery) {
  const asked: Asked[] = [];
  const kinds = ['pageData', 'facilityData', 'publicData', 'filterOptionData', 'facilityCalls'] as const;
  const recorder = createInspectionRecorder();
  const actor = createActor(
    appMachine.provide({
      actors: {
        ...fakeChildren().logic,
        ...Object.fromEntries(kinds.map((logic) => [logic, recordingKind(logic, asked, answer)])),
        loadConfig: fromPromise(async () => validConfig),
        restorePersistedSlices: fromPromise(async () => storedSlices),
      } as never,
      actions: { logError: () => {} },
    }),
    { input: { path: '/home' }, inspect: recorder.inspect },
  );
  actor.start();
  await waitFor(actor, (s) => s.hasTag('ready'));
  const child = (id: string) => (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
  const send = (event: PageDataChildEvent) => actor.send(event);
  const open = (id: string, key = 'Home/Summary', params = {}, logic: PageDataLogic = 'pageData') =>
    send({ type: 'pageData.open', id, logic, key, params });
  const close = (id: string) => send({ type: 'pageData.close', id });
  return { actor, asked, recorder, child, open, close };
}
