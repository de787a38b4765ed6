import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  type PageDataParams,
  selectIsPageDataRefreshing,
  selectPageDataError,
  selectPageDataResult,
  selectPageDataStatus,
} from '../../../machines/page-data';
import type { RemoteDataLogic } from '../app-services.context';

/**
 * Spawns one page-data actor for this screen and keeps it in step: when `reloadKey` (params
 * plus anything else the data depends on, such as the culture) changes, it reloads.
 */
export function useRemoteData(
  logic: RemoteDataLogic,
  key: string,
  params: PageDataParams,
  reloadOn: unknown[] = [],
) {
  const actor = useActorRef(logic, { input: { key, params } });
  const reloadKey = JSON.stringify([params, ...reloadOn]);
  const told = useRef(reloadKey);
  const latestParams = useRef(params);
  latestParams.current = params;

  useEffect(() => {
    if (told.current === reloadKey) return;
    told.current = reloadKey;
    actor.send({ type: 'pageData.paramsChanged', params: latestParams.current });
  }, [actor, reloadKey]);

  const status = useSelector(actor, selectPageDataStatus);
  const result = useSelector(actor, selectPageDataResult);
  const errorMessage = useSelector(actor, selectPageDataError);
  const refreshing = useSelector(actor, selectIsPageDataRefreshing);
  // Until the effect above has told the actor, the answer on screen is for the previous params (or
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
      retry: () => actor.send({ type: 'pageData.retry' }),
    }),
    [status, result, errorMessage, refreshing, answered, actor],
  );
}

export type RemoteData = ReturnType<typeof useRemoteData>;
