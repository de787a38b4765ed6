import type { z } from 'zod';
import type { WireFilter } from '../../contract/filter.schemas.js';
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
import { facilityPivotQueries } from './facility-pivot.queries.js';
import { firstInvisibleFacility, type ScopeContext } from './facility-scope.js';
import { generalQueries } from './general.queries.js';
import { homeQueries } from './home.queries.js';
import { networkQueries } from './network.queries.js';
import { periodQueries } from './period.queries.js';
import { periodElementQueries } from './period-elements.queries.js';
import { assessmentYearQueries } from './assessment-years.queries.js';
import type { QueryDefinition, QueryRegistry } from './query-definition.js';
import { queryTexts } from './query-texts.js';
import { serviceElementQueries } from './service-element.queries.js';
import { yearlyReferenceQueries } from './yearly-references.queries.js';

export const QUERY_REGISTRY: QueryRegistry = {
  ...generalQueries,
  ...homeQueries,
  ...facilityQueries,
  ...benchmarkingQueries,
  ...networkQueries,
  ...facilityPivotQueries,
  ...yearlyReferenceQueries,
  ...serviceElementQueries,
  ...periodQueries,
  ...periodElementQueries,
  ...assessmentYearQueries,
};

export interface QueryCaller {
  db: Queryable;
  scope: ScopeContext;
  permissions: readonly string[];
  /** Turns a parameter set's filter or facility-set handle into the filter (404 for a foreign handle). */
  resolveSelection: (selection: { filter?: WireFilter; facilitySet?: string }) => Promise<WireFilter>;
  /** Logs a failed query server-side; the caller only sees a generic errorText. */
  logError: (error: unknown, key: string) => void;
}

/** A getResult call that passed every check, ready to run (or to be answered from the cache). */
export interface PreparedQuery {
  key: QueryKey;
  culture: string | undefined;
  /** Validated, with the selection resolved to `filter`: everything that shapes the answer. */
  params: Record<string, unknown>;
  run(): Promise<QueryResult>;
}

const isQueryKey = (key: string): key is QueryKey => Object.hasOwn(QUERY_REGISTRY, key);
/** Facility-scoped keys are the ones whose parameters accept a facility-set handle. */
const takesSelection = (key: QueryKey) => 'facilitySet' in QUERY_PARAMS[key].shape;

/**
 * Validates a getResult body, enforces the key's permission and facility visibility and resolves
 * its facility selection; running it is left to the caller.
 */
export async function prepareQuery(
  caller: QueryCaller,
  body: unknown,
  hint: string | undefined,
): Promise<PreparedQuery> {
  const { key, culture, ...rawParams } = validate(getResultBodySchema, body, 'body');
  if (!isQueryKey(key)) throw badRequest(`Unknown query key: ${key}`);
  if (hint !== undefined && hint !== key)
    throw badRequest(`The hint (${hint}) does not match the query key (${key}).`);
  const definition = QUERY_REGISTRY[key] as QueryDefinition<QueryKey>;
  const { facilitySet, ...validated } = validate(
    QUERY_PARAMS[key] as z.ZodType<Record<string, unknown>>,
    rawParams,
    `parameters of ${key}`,
  );
  if (definition.permissions && !definition.permissions.some((name) => caller.permissions.includes(name))) {
    throw forbidden(`The query ${key} needs the permission ${definition.permissions.join(' or ')}.`);
  }
  const facilityIds = [
    validated.facilityId,
    ...((validated.facilityIds as number[] | undefined) ?? []),
  ].filter((id): id is number => typeof id === 'number');
  const invisible = await firstInvisibleFacility(caller.db, caller.scope, facilityIds);
  if (invisible !== undefined) throw notFound(`Facility ${invisible} not found.`);
  const params = await selectionResolved(caller, key, validated, facilitySet as string | undefined);
  return { key, culture, params, run: () => runPrepared(caller, definition, key, culture, params) };
}

/** Facility-scoped keys get `filter` (from the filter or the handle); the spec's id list is kept in one order. */
async function selectionResolved(
  caller: QueryCaller,
  key: QueryKey,
  params: Record<string, unknown>,
  facilitySet: string | undefined,
): Promise<Record<string, unknown>> {
  const ids = params.filteredFacilities as number[] | undefined;
  if (ids) return { ...params, filteredFacilities: [...new Set(ids)].sort((a, b) => a - b) };
  if (!takesSelection(key)) return params;
  const filter = await caller.resolveSelection({
    filter: params.filter as WireFilter | undefined,
    facilitySet,
  });
  return { ...params, filter };
}

async function runPrepared(
  caller: QueryCaller,
  definition: QueryDefinition<QueryKey>,
  key: QueryKey,
  culture: string | undefined,
  params: Record<string, unknown>,
): Promise<QueryResult> {
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
