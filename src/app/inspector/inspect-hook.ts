import type { AnyActorRef } from 'xstate';
import type { InspectHost, InspectionObserver } from './extra-inspection';

export type InspectHook = (observer: InspectionObserver) => () => void;

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
