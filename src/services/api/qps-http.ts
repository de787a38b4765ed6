import axios, { type AxiosRequestConfig, type AxiosResponse, isAxiosError } from 'axios';
import { toBlob } from './binary-response';
import { handleCallFailure } from './call-failure';
import { failureKindOf, retryAfterMs } from './failure-kind';
import type { CallOptions, QpsClientOptions, QpsSession } from './qps-client.types';
import { anonymousHeaders, type HeaderMap, signedInHeaders } from './qps-headers';
import { createRememberedAnswers } from './remembered-answers';

/** Spec section 9: API timeout. */
export const API_TIMEOUT_MS = 120_000;

/** Who a call is made as: anonymous, or signed in with or without the environment header. */
export type CallAccess = 'anonymous' | 'signedIn' | 'signedInWithoutEnvironment';

export interface QpsRequest extends CallOptions {
  access: CallAccess;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Never answered from the kept answers, nor kept as one: a change (save, rename, delete), or a shared view that must be current. */
  fresh?: boolean;
  /** Changes data on the server (create, update, delete): never sent twice, whatever the answer. */
  change?: boolean;
  params?: Record<string, string | number | undefined>;
  data?: unknown;
  headers?: HeaderMap;
}

export interface QpsHttp {
  /** Sends the request and resolves with the parsed JSON body. */
  json<T>(request: QpsRequest): Promise<T>;
  /** Sends the request and resolves with the binary body as a Blob typed by its content type. */
  blob(request: QpsRequest): Promise<Blob>;
  /** Sign-out: the remembered answers of the last user are dropped, in memory and on the device. */
  forgetRememberedAnswers(): void;
}

/** Whose answers a signed-in call may reuse: the user in the environment (anonymous calls: nobody's). */
function answerOwner(request: QpsRequest, session: QpsSession): string | null {
  if (request.access === 'anonymous' || !session.user) return null;
  return `${session.user.sub}|${request.access === 'signedIn' ? session.environmentId : ''}`;
}

const answerKey = (request: QpsRequest, session: QpsSession) =>
  JSON.stringify([request.method, request.url, request.params, request.data, session.cultureName]);

const ETAG_HEADER = 'etag';
const NOT_MODIFIED = 304;
/** Not an HTTP status: marks an answer taken from the offline answers. */
const KEPT = -1;

/** Waits, or stops waiting when the caller cancels (the retry then fails as cancelled). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
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
  const remembered = createRememberedAnswers();
  /** One attempt; the session is read each time, so a retry after a renewal sends the new token. */
  const attempt = <T>(request: QpsRequest, responseType: 'json' | 'arraybuffer') => {
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
      // A 304 answers a call that sent If-None-Match: the remembered body stands in for it.
      validateStatus: (status) => (status >= 200 && status < 300) || status === NOT_MODIFIED,
    };
    return instance.request<T>(config);
  };
  /**
   * A 401 on a signed-in call renews the session once and retries once; a 429 waits
   * for Retry-After and retries a read once. A change is not sent again after a 429: the user
   * is told and saves again if they still want to (a proxy's 429 may come after the server
   * applied it, and a second create would make a second view).
   */
  const send = async <T>(
    request: QpsRequest,
    responseType: 'json' | 'arraybuffer',
    keptAnswer?: () => Promise<AxiosResponse<T> | undefined>,
  ) => {
    // the token this attempt sends, for a renewal that must not hand it back
    const sentToken = options.getSession().user?.accessToken;
    try {
      return await attempt<T>(request, responseType);
    } catch (error) {
      // a precondition (no base URL, user or environment) is the caller's state, not a failed call
      if (!isAxiosError(error)) throw error;
      const kind = failureKindOf(error);
      // Offline reading: the server cannot be reached, so the answer last synced stands in for it.
      const kept = kind === 'offline' ? await keptAnswer?.() : undefined;
      if (kept) return kept;
      const renewable = kind === 'unauthorized' && request.access !== 'anonymous' && options.renewSession;
      if (renewable && (await options.renewSession?.(sentToken)))
        return retryOrFail<T>(request, responseType);
      if (kind === 'tooManyRequests' && !request.change) {
        await wait(retryAfterMs(error), request.signal);
        return retryOrFail<T>(request, responseType);
      }
      return handleCallFailure(error, options);
    }
  };
  const retryOrFail = async <T>(request: QpsRequest, responseType: 'json' | 'arraybuffer') => {
    try {
      return await attempt<T>(request, responseType);
    } catch (error) {
      if (!isAxiosError(error)) throw error;
      return handleCallFailure(error, options);
    }
  };
  /** A JSON call that sends If-None-Match when it has the answer already, and takes a 304 as that answer. */
  const json = async <T>(request: QpsRequest): Promise<T> => {
    const session = options.getSession();
    const owner = request.fresh ? null : answerOwner(request, session);
    const key = answerKey(request, session);
    const known = owner === null ? undefined : remembered.recall(owner, key);
    const offline = owner === null ? undefined : options.offlineAnswers;
    const keptAnswer = async (): Promise<AxiosResponse<T> | undefined> => {
      const kept = await offline?.load(owner as string, key).catch(() => null);
      if (!kept) return undefined;
      options.onOfflineAnswer?.(kept.savedAt);
      return { status: KEPT, data: kept.body as T, headers: {} } as AxiosResponse<T>;
    };
    const response = await send<T>(
      known ? { ...request, headers: { ...request.headers, 'If-None-Match': known.etag } } : request,
      'json',
      keptAnswer,
    );
    if (response.status === KEPT) return response.data;
    const body = known && response.status === NOT_MODIFIED ? (known.body as T) : response.data;
    const etag = response.headers[ETAG_HEADER];
    if (owner !== null && response.status !== NOT_MODIFIED && typeof etag === 'string')
      remembered.remember(owner, key, { etag, body });
    // A failure to keep it costs offline reading only, never the answer.
    if (owner !== null) offline?.save(owner, key, body).catch(() => {});
    return body;
  };
  return {
    json,
    blob: async (request: QpsRequest) => {
      const response = await send<ArrayBuffer>(request, 'arraybuffer');
      return toBlob(response.data, response.headers);
    },
    forgetRememberedAnswers: () => {
      remembered.forget();
      options.offlineAnswers?.clear().catch(() => {});
    },
  };
}
