import type { QueryKey, QueryParams, QueryRowTypes } from '../../../contract/query.schemas';
import type { CallOptions, QpsLogger, QpsSession } from './qps-client.types';
import type { QpsHttp } from './qps-http';
import {
  parseQueryFirstRow,
  parseQueryRows,
  type QueryFirstRow,
  type QueryRows,
  type RawQueryResult,
} from './query-result.parse';

export type QueryParameters = Record<string, unknown>;

/** POST /api/qps/query/getResult?hint={key}: named data queries, answered as JSON text. */
export function createQueryCalls(http: QpsHttp, getSession: () => QpsSession, logger: QpsLogger) {
  const getResult = (key: string, parameters: QueryParameters = {}, options: CallOptions = {}) =>
    http.json<RawQueryResult>({
      access: 'signedIn',
      method: 'POST',
      url: '/api/qps/query/getResult',
      params: { hint: key },
      data: { ...parameters, key, culture: getSession().cultureName ?? undefined },
      ...options,
    });

  return {
    /** The raw answer, for callers that parse it themselves. */
    getResult,
    /**
     * Every row of the answer (an empty list when there is no data), for a key known only at run
     * time (a page-data child's): the rows are typed where the page reads them by their key.
     */
    getAnswer: async (key: string, parameters?: QueryParameters, options?: CallOptions) =>
      parseQueryRows<unknown>(await getResult(key, parameters, options), logger),
    /** Every row of the answer (an empty list when there is no data), typed by the query's key. */
    getResultRows: async <K extends QueryKey>(
      key: K,
      parameters: QueryParams<K>,
      options?: CallOptions,
    ): Promise<QueryRows<QueryRowTypes[K]>> =>
      parseQueryRows(await getResult(key, parameters, options), logger),
    /** The first row of the answer, or null (logged) when there is none, typed by the query's key. */
    getResultFirst: async <K extends QueryKey>(
      key: K,
      parameters: QueryParams<K>,
      options?: CallOptions,
    ): Promise<QueryFirstRow<QueryRowTypes[K]> | null> =>
      parseQueryFirstRow(key, await getResult(key, parameters, options), logger),
  };
}
