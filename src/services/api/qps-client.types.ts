import type { QapUser } from '../../../machines/shared/domain.types';

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
}

/** Per-call options: XState's fromPromise hands every effect a signal to cancel with. */
export interface CallOptions {
  signal?: AbortSignal;
}
