import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { enqueueMount } from './mount-queue';

export interface DeferredMountProps {
  fallback?: ReactNode;
  /** Mount before the subtrees already waiting (the page before the filter fields). */
  first?: boolean;
  children: ReactNode;
}

/**
 * Shows `fallback` first and mounts `children` in a task of its own, one waiting subtree per task
 * (see mount-queue.ts). Updates from the machines render in one blocking task; the signed-in frame
 * appearing at once (page and ten filter fields) blocked the page for as long as all of them took
 * to mount. Rendered with flushSync, so the mount is done within its task.
 */
export function DeferredMount({ fallback = null, first = false, children }: DeferredMountProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => enqueueMount(() => flushSync(() => setReady(true)), { first }), [first]);
  return ready ? children : fallback;
}
