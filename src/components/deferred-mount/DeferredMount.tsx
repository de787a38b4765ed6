import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows `fallback` first and mounts `children` in a deferred render right after. Updates from the
 * machines render in one blocking task; a deferred render is split into slices with input and
 * paint in between. Used where a large subtree appears at once (the signed-in frame's page and
 * filter panel), so the first paint does not wait for all of it.
 */
export function DeferredMount({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
