import type { InspectionEvent, Observer } from 'xstate';
import type { InspectHook } from './inspect-hook';

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

/** Where the hooks live: `window` in the portal, a plain object in tests. */
export interface InspectHost {
  __QAP_INSPECT__?: InspectionObserver;
  qapInspect?: InspectHook;
}

/**
 * The observer set before the start, as one function. Boot asks for it in a development build
 * only, so a production build never reads it.
 */
export function startupObserver(host: InspectHost): ((event: InspectionEvent) => void) | undefined {
  const extra = host.__QAP_INSPECT__;
  if (!extra || typeof extra === 'function') return extra;
  return (event) => extra.next?.(event);
}

/** The recorder and the extra observer as one `inspect` option. */
export function withExtraObserver(
  recorder: (event: InspectionEvent) => void,
  extra: ((event: InspectionEvent) => void) | undefined,
): (event: InspectionEvent) => void {
  if (!extra) return recorder;
  return (event) => {
    recorder(event);
    extra(event);
  };
}
