/**
 * A page's data (one getResult query): the key names the query, params are its further
 * parameters (spec section 3, "Query request: key, culture, plus further parameters").
 */
export type PageDataParams = Record<string, unknown>;

/** What the fetchPageData effect resolves with: a parsed query result, or null when it returned no rows. */
export interface PageDataResult {
  data: unknown;
  texts: Record<string, unknown>;
  options: Record<string, unknown>;
}

export interface PageDataInput {
  key: string;
  params?: PageDataParams;
}

export interface PageDataContext {
  key: string;
  params: PageDataParams;
  /** The last answer shown as content; null until a success, and again after an empty answer or a failure. */
  result: PageDataResult | null;
  errorMessage: string | null;
}

export type PageDataEvent =
  | { type: 'pageData.retry' }
  | { type: 'pageData.paramsChanged'; params: PageDataParams };

/** Input of the fetchPageData effect. */
export interface FetchPageDataInput {
  key: string;
  params: PageDataParams;
}
