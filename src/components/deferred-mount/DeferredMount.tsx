import { type ReactNode, useEffect, useState } from 'react';
import { enqueueMount } from './mount-queue';

/**
 * Shows `fallback` first and mounts `children` in a task of its own, one waiting subtree per task
 * (see mount-queue.ts). Updates from the machines render in one blocking task; a page of charts
 * arriving at once blocked the page for as long as all of them took to mount. Used for the
 * signed-in frame's page and filter panel and for each chart.
 */
export function DeferredMount({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => enqueueMount(() => setReady(true)), []);
  return ready ? children : fallback;
}
