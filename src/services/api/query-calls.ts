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
    /** Every row of the answer (an empty list when there is no data). */
    getResultRows: async <Row>(
      key: string,
      parameters?: QueryParameters,
      options?: CallOptions,
    ): Promise<QueryRows<Row>> => parseQueryRows<Row>(await getResult(key, parameters, options), logger),
    /** The first row of the answer, or null (logged) when there is none. */
    getResultFirst: async <Row>(
      key: string,
      parameters?: QueryParameters,
      options?: CallOptions,
    ): Promise<QueryFirstRow<Row> | null> =>
      parseQueryFirstRow<Row>(key, await getResult(key, parameters, options), logger),
  };
}
