/** A loader for an SDK module: a dynamic import() in production, a fake in tests. */
export type ModuleLoader<T> = () => Promise<T>;

export interface SdkRunner<T> {
  /** Loads the SDK on first use, then runs the step after every step queued before it. */
  run(step: (sdk: T) => void | Promise<void>): Promise<void>;
}

/**
 * Runs an adapter's steps one after the other on a lazily loaded SDK: the SDK is downloaded
 * only when a step needs it, and a sign-out queued while the SDK is still loading cannot
 * overtake the sign-in before it. Failures are reported, never thrown: analytics must not break
 * the portal. A failed load is forgotten so that the next step can retry.
 */
export function createSdkRunner<T>(
  load: ModuleLoader<T>,
  reportFailure: (error: unknown) => void = (error) => console.warn('Analytics SDK step failed', error),
): SdkRunner<T> {
  let loading: Promise<T> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let tail: Promise<void> = Promise.resolve();
  return {
    run(step) {
      tail = tail.then(loadOnce).then(step).catch(reportFailure);
      return tail;
    },
  };
}
