import axios, { type AxiosRequestConfig } from 'axios';
import { toBlob } from './binary-response';
import { handleCallFailure } from './call-failure';
import { parseJsonListInSlices } from './json-list-in-slices';
import type { CallOptions, QpsClientOptions } from './qps-client.types';
import { anonymousHeaders, type HeaderMap, signedInHeaders } from './qps-headers';

/** Spec section 9: API timeout. */
export const API_TIMEOUT_MS = 120_000;

/** Who a call is made as: anonymous, or signed in with or without the environment header. */
export type CallAccess = 'anonymous' | 'signedIn' | 'signedInWithoutEnvironment';

export interface QpsRequest extends CallOptions {
  access: CallAccess;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  params?: Record<string, string | number | undefined>;
  data?: unknown;
  headers?: HeaderMap;
}

export interface QpsHttp {
  /** Sends the request and resolves with the parsed JSON body. */
  json<T>(request: QpsRequest): Promise<T>;
  /**
   * Sends the request and resolves with the JSON list it answers, parsed a slice at a time so a
   * 100,000-element list never blocks the page in one piece.
   */
  jsonList<T>(request: QpsRequest): Promise<T[]>;
  /** Sends the request and resolves with the binary body as a Blob typed by its content type. */
  blob(request: QpsRequest): Promise<Blob>;
}

function resolveBaseUrl(baseUrl: QpsClientOptions['baseUrl']): string {
  const value = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
  if (!value) throw new Error('QES Base URL not set.');
  return value;
}

/**
 * The one place a QPS request is built and sent. Preconditions (base URL, user, environment)
 * are checked before sending and reject as they are: they are the caller's state, not a failed
 * call, so they are neither notified nor recorded.
 */
export function createQpsHttp(options: QpsClientOptions): QpsHttp {
  const instance = axios.create({ timeout: API_TIMEOUT_MS });
  const send = async <T>(request: QpsRequest, responseType: 'json' | 'text' | 'arraybuffer') => {
    const baseURL = resolveBaseUrl(options.baseUrl);
    const session = options.getSession();
    const accessHeaders =
      request.access === 'anonymous'
        ? anonymousHeaders(session)
        : signedInHeaders(session, { withEnvironment: request.access === 'signedIn' });
    const config: AxiosRequestConfig = {
      baseURL,
      url: request.url,
      method: request.method,
      params: request.params,
      data: request.data,
      headers: { ...accessHeaders, ...request.headers },
      responseType,
      signal: request.signal,
    };
    try {
      const response = await instance.request<T>(config);
      return response;
    } catch (error) {
      return handleCallFailure(error, options);
    }
  };
  return {
    json: async <T>(request: QpsRequest) => (await send<T>(request, 'json')).data,
    jsonList: async <T>(request: QpsRequest) => {
      const response = await send<string>(request, 'text');
      try {
        return await parseJsonListInSlices<T>(response.data, { signal: request.signal });
      } catch (error) {
        // A cancelled call is not a failure; an answer that is not a list is, and is recorded.
        if (!request.signal?.aborted) options.recordError(error);
        throw error;
      }
    },
    blob: async (request: QpsRequest) => {
      const response = await send<ArrayBuffer>(request, 'arraybuffer');
      return toBlob(response.data, response.headers);
    },
  };
}
