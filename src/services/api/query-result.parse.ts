import type { QpsLogger } from './qps-client.types';

/** The wire answer of POST /api/qps/query/getResult: JSON documents carried as text. */
export interface RawQueryResult {
  hasError?: boolean;
  errorText?: string | null;
  data?: string | null;
  texts?: string | null;
  options?: string | null;
  additionalOptions?: string | null;
}

export type QueryTexts = Record<string, unknown>;
export type QueryOptions = Record<string, unknown>;

export interface QueryRows<Row> {
  data: Row[];
  texts: QueryTexts;
  options: QueryOptions;
}

export interface QueryFirstRow<Row> {
  data: Row;
  texts: QueryTexts;
  options: QueryOptions;
}

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}

/** An array of additional options is flattened into one object (later entries win). */
function flattenOptions(value: QueryOptions | QueryOptions[]): QueryOptions {
  return Array.isArray(value) ? Object.assign({}, ...value) : value;
}

/**
 * Spec section 7, handling of answers: data, texts, options and additionalOptions are JSON text;
 * options and additionalOptions are merged; missing data is an empty list. A result with
 * hasError logs its error text and data, and yields no rows (its data is not trusted).
 */
export function parseQueryRows<Row>(raw: RawQueryResult, logger: Pick<QpsLogger, 'error'>): QueryRows<Row> {
  if (raw.hasError) logger.error(raw.errorText, raw.data);
  const options = {
    ...flattenOptions(parseJson<QueryOptions | QueryOptions[]>(raw.options, {})),
    ...flattenOptions(parseJson<QueryOptions | QueryOptions[]>(raw.additionalOptions, {})),
  };
  return {
    data: raw.hasError ? [] : parseJson<Row[]>(raw.data, []),
    texts: parseJson<QueryTexts>(raw.texts, {}),
    options,
  };
}

/** The first row of data is used; no rows logs 'No data returned from {key}.' and yields null. */
export function parseQueryFirstRow<Row>(
  key: string,
  raw: RawQueryResult,
  logger: Pick<QpsLogger, 'error' | 'warn'>,
): QueryFirstRow<Row> | null {
  const { data, texts, options } = parseQueryRows<Row>(raw, logger);
  if (data.length === 0) {
    logger.warn(`No data returned from ${key}.`);
    return null;
  }
  return { data: data[0], texts, options };
}
