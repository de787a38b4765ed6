import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { ActorRef, SnapshotFrom } from 'xstate';
import type { PageDataChildEvent } from '../../../machines/app';
import {
  type PageDataEvent,
  type pageDataMachine,
  selectIsPageDataRefreshing,
  selectPageDataError,
  selectPageDataStatus,
} from '../../../machines/page-data';
import { useAppActor } from '../app-actor.context';
import type { RemoteAnswer, RemoteKey, RemoteLogic, RemoteParams } from './remote-data.types';

/** A page-data child whose answer is typed: the one this hook opened for its kind and key. */
export type RemoteDataActor<Answer> = ActorRef<
  SnapshotFrom<typeof pageDataMachine> & { context: { result: Answer | null } },
  PageDataEvent
>;

/**
 * This component's page-data child of the app actor (machines/app/app.page-data.ts), kept in
 * step: the app actor opens it when the component mounts and stops it when it unmounts; when
 * `reloadKey` (params plus anything else the data depends on, such as the culture) changes, the
 * same child reloads. Loading until the child runs (the first render, before the effects).
 * Typed by the kind and key (remote-data.types.ts): the params it asks with and the answer it gets.
 */
export function useRemoteData<L extends RemoteLogic, K extends RemoteKey<L>>(
  logic: L,
  key: K,
  params: RemoteParams<L, K>,
  reloadOn: unknown[] = [],
) {
  const app = useAppActor();
  // The query in the id: the inspector's trace names the child by it.
  const id = `${logic}:${key}:${useId()}`;
  const reloadKey = JSON.stringify([params, ...reloadOn]);
  const latest = useRef({ params, reloadKey });
  latest.current = { params, reloadKey };
  const told = useRef(reloadKey);

  useEffect(() => {
    // StrictMode runs this twice (open, close, open): the app actor then holds one child, the second.
    told.current = latest.current.reloadKey;
    const open: PageDataChildEvent = { type: 'pageData.open', id, logic, key, params: latest.current.params };
    app.send(open);
    return () => {
      // A stopped app actor (the end of a test) has stopped its children already.
      if (app.getSnapshot().status === 'active') app.send({ type: 'pageData.close', id });
    };
  }, [app, id, logic, key]);

  // The child opened above under this id, for this kind and key: its answer is theirs.
  const child = useSelector(
    app,
    (snapshot) => (snapshot.children as Record<string, RemoteDataActor<RemoteAnswer<L, K>> | undefined>)[id],
  );

  useEffect(() => {
    if (!child || told.current === reloadKey) return;
    told.current = reloadKey;
    child.send({ type: 'pageData.paramsChanged', params: latest.current.params });
  }, [child, reloadKey]);

  const status = useSelector(child, (s) => (s ? selectPageDataStatus(s) : 'loading'));
  const result = useSelector(child, (s) => (s ? s.context.result : null));
  const errorMessage = useSelector(child, (s) => (s ? selectPageDataError(s) : null));
  const refreshing = useSelector(child, (s) => (s ? selectIsPageDataRefreshing(s) : false));
  // Until the effects above have told the child, the answer on screen is for the previous params (or
  // environment): a page judging an address by the answer must wait for this one.
  const answered = told.current === reloadKey && (status === 'success' || status === 'empty');
  return useMemo(
    () => ({
      status,
      result,
      errorMessage,
      refreshing,
      /** The answer (rows or none) is in for the current params and reload key. */
      answered,
      retry: () => child?.send({ type: 'pageData.retry' }),
    }),
    [status, result, errorMessage, refreshing, answered, child],
  );
}

export type RemoteData<L extends RemoteLogic, K extends RemoteKey<L>> = ReturnType<
  typeof useRemoteData<L, K>
>;
