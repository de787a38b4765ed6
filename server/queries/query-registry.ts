import type { z } from 'zod';
import {
  getResultBodySchema,
  QUERY_PARAMS,
  type QueryKey,
  type QueryResult,
} from '../../contract/query.schemas.js';
import { badRequest, forbidden, notFound } from '../api/http-error.js';
import { validate } from '../api/validate.js';
import type { Queryable } from '../db/database.js';
import { benchmarkingQueries } from './benchmarking.queries.js';
import { facilityQueries } from './facility.queries.js';
import { isFacilityVisible, type ScopeContext } from './facility-scope.js';
import { generalQueries } from './general.queries.js';
import { homeQueries } from './home.queries.js';
import { networkQueries } from './network.queries.js';
import type { QueryDefinition, QueryRegistry } from './query-definition.js';
import { queryTexts } from './query-texts.js';

export const QUERY_REGISTRY: QueryRegistry = {
  ...generalQueries,
  ...homeQueries,
  ...facilityQueries,
  ...benchmarkingQueries,
  ...networkQueries,
};

export interface QueryCaller {
  db: Queryable;
  scope: ScopeContext;
  permissions: readonly string[];
  /** Logs a failed query server-side; the caller only sees a generic errorText. */
  logError: (error: unknown, key: string) => void;
}

const isQueryKey = (key: string): key is QueryKey => Object.hasOwn(QUERY_REGISTRY, key);

/** Validates a getResult body, enforces the key's permission and facility visibility, runs it. */
export async function runQuery(
  caller: QueryCaller,
  body: unknown,
  hint: string | undefined,
): Promise<QueryResult> {
  const { key, culture, ...rawParams } = validate(getResultBodySchema, body, 'body');
  if (!isQueryKey(key)) throw badRequest(`Unknown query key: ${key}`);
  if (hint !== undefined && hint !== key)
    throw badRequest(`The hint (${hint}) does not match the query key (${key}).`);
  const definition = QUERY_REGISTRY[key] as QueryDefinition<QueryKey>;
  const params = validate(
    QUERY_PARAMS[key] as z.ZodType<Record<string, unknown>>,
    rawParams,
    `parameters of ${key}`,
  );
  if (definition.permissions && !definition.permissions.some((name) => caller.permissions.includes(name))) {
    throw forbidden(`The query ${key} needs the permission ${definition.permissions.join(' or ')}.`);
  }
  const facilityIds = [params.facilityId, ...((params.facilityIds as number[] | undefined) ?? [])].filter(
    (id): id is number => typeof id === 'number',
  );
  for (const facilityId of facilityIds) {
    if (!(await isFacilityVisible(caller.db, caller.scope, facilityId)))
      throw notFound(`Facility ${facilityId} not found.`);
  }
  const texts = queryTexts(key, culture);
  try {
    const rows = await definition.run({ db: caller.db, scope: caller.scope, params: params as never });
    return {
      hasError: false,
      errorText: null,
      data: JSON.stringify(rows),
      texts: JSON.stringify(texts),
      options: JSON.stringify(definition.options ?? {}),
      additionalOptions: JSON.stringify([{ key }, { rowCount: rows.length }]),
    };
  } catch (error) {
    caller.logError(error, key);
    return {
      hasError: true,
      errorText: `The query ${key} could not be run.`,
      data: '[]',
      texts: JSON.stringify(texts),
      options: '{}',
      additionalOptions: '[]',
    };
  }
}
