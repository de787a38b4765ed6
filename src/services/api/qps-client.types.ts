import type { OfflineAnswers } from '../storage/offline-answers';
import type { FailureKind } from './failure-kind';
import type { QapUser } from '../../../contract/domain.types';

/** What a signed-in call needs to know about the session, read at the moment of the call. */
export interface QpsSession {
  user: QapUser | null | undefined;
  environmentId: string | null | undefined;
  cultureName: string | null | undefined;
}

/** A negative notification, shown by the UI's notification system. */
export interface QpsNotification {
  color: 'red';
  message: string;
}

export interface QpsLogger {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

export interface QpsClientOptions {
  /** The QES base URL; a getter lets the client exist before /config.json has loaded. */
  baseUrl: string | null | undefined | (() => string | null | undefined);
  getSession: () => QpsSession;
  notify: (notification: QpsNotification) => void;
  recordError: (error: unknown) => void;
  logger?: QpsLogger;
  /** The user's words for a kind of failure, in their language (English when absent). */
  describeFailure?: (kind: FailureKind) => string;
  /**
   * A signed-in call got 401 for `refusedAccessToken`: renew the session silently once, never
   * with that token. Resolves true when a new token is there (the call is then retried once);
   * false signs the user out.
   */
  renewSession?: (refusedAccessToken: string | undefined) => Promise<boolean>;
  /**
   * Offline reading: every signed-in JSON answer is kept here, and a call that cannot reach the
   * server (offline) is answered from it instead of failing.
   */
  offlineAnswers?: OfflineAnswers;
  /** A call was answered from `offlineAnswers`: the answer was synced at `savedAt`. */
  onOfflineAnswer?: (savedAt: number) => void;
}

/** Per-call options: XState's fromPromise hands every effect a signal to cancel with. */
export interface CallOptions {
  signal?: AbortSignal;
}
