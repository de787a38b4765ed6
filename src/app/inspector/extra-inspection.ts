import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/**
 * Room for one more inspection observer beside the portal's recorder, for a developer's tool such
 * as Stately's inspector (`createBrowserInspector().inspect` of @statelyai/inspect):
 * - `window.__QAP_INSPECT__`, set before the portal starts, sees every event from the root actor's
 *   creation; it is read in development builds (`npm run dev`) only;
 * - `window.qapInspect(observer)` attaches one to the running actors at any time and returns the
 *   function that detaches it; it exists in development builds, and in any build while
 *   /statecharts is open (users with QAP.DemoMode).
 */
export type InspectionObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export type InspectHook = (observer: InspectionObserver) => () => void;

/** Where the hooks live: `window` in the portal, a plain object in tests. */
export interface InspectHost {
  __QAP_INSPECT__?: InspectionObserver;
  qapInspect?: InspectHook;
}

/** The observer set before the start, in a development build. */
export function startupObserver(host: InspectHost, development: boolean): InspectionObserver | undefined {
  return development ? host.__QAP_INSPECT__ : undefined;
}

/** The recorder and the extra observer as one `inspect` option. */
export function withExtraObserver(
  recorder: (event: InspectionEvent) => void,
  extra: InspectionObserver | undefined,
): (event: InspectionEvent) => void {
  if (!extra) return recorder;
  const next = typeof extra === 'function' ? extra : (event: InspectionEvent) => extra.next?.(event);
  return (event) => {
    recorder(event);
    next(event);
  };
}

/** Defines `qapInspect` for `root`'s actors; the returned function puts back the hook there was before. */
export function exposeInspectHook(root: AnyActorRef, host: InspectHost): () => void {
  const previous = host.qapInspect;
  const hook: InspectHook = (observer) => {
    const subscription = root.system.inspect(observer);
    return () => subscription.unsubscribe();
  };
  host.qapInspect = hook;
  return () => {
    if (host.qapInspect !== hook) return;
    if (previous) host.qapInspect = previous;
    else delete host.qapInspect;
  };
}
