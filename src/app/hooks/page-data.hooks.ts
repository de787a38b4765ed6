import { useMemo } from 'react';
import type { QueryKey, QueryParams } from '../../../contract/query.schemas';
import { useEnvironmentView } from './environment.hooks';
import { useLanguageView } from './language.hooks';
import { useRemoteData } from './remote-data.hooks';
import type { RemoteKey, RemoteParams } from './remote-data.types';

const NO_ROWS: never[] = [];

/** A query's params, left out when the query needs none. */
export type QueryParamsArgument<K extends QueryKey> =
  Record<string, never> extends QueryParams<K> ? [params?: QueryParams<K>] : [params: QueryParams<K>];

/** A getResult query with all its params (usePageData leaves out params a query does not need). */
export function useQueryData<K extends QueryKey>(key: K, params: RemoteParams<'pageData', K>) {
  const { cultureName } = useLanguageView();
  const { selectedId } = useEnvironmentView();
  const remote = useRemoteData('pageData', key, params, [cultureName, selectedId]);
  return useMemo(
    () => ({
      ...remote,
      /** The answer's rows; none (the same empty list every time) while there is no answer. */
      rows: remote.result?.data ?? NO_ROWS,
    }),
    [remote],
  );
}

/**
 * A page's getResult query as state: { status: loading | success | empty | failure, rows, result,
 * errorMessage, retry }, typed by its key (contract/query.schemas.ts): the key's params go in, its
 * rows come out. The calling component's own page-data child of the app actor; reloads when the
 * params, the language or the environment change. Page components stay free of fetching logic.
 */
export function usePageData<K extends QueryKey>(key: K, ...[params]: QueryParamsArgument<K>) {
  return useQueryData(key, params ?? {});
}

export type PageData<K extends QueryKey> = ReturnType<typeof useQueryData<K>>;

/** Server-side facility data (a page of the list, a map) as state; reloads when the params or the environment change. */
export function useFacilityData<K extends RemoteKey<'facilityData'>>(
  key: K,
  params: RemoteParams<'facilityData', K>,
) {
  const { selectedId } = useEnvironmentView();
  return useRemoteData('facilityData', key, params, [selectedId]);
}
