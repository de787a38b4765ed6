/**
 * Subtrees waiting to mount, one per macrotask, first come first served unless one asks to go
 * first. Each mount renders and commits synchronously (see DeferredMount), so one mount's render,
 * commit and effects finish before the next starts, and input and paint get in between.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function mountNext() {
  const mount = waiting.shift();
  mount?.();
  scheduled = waiting.length > 0;
  if (scheduled) setTimeout(mountNext, 0);
}

/**
 * Queues `mount` (at the front with `first`); the returned function takes it out again if it has
 * not run yet.
 */
export function enqueueMount(mount: () => void, { first = false } = {}): () => void {
  if (first) waiting.unshift(mount);
  else waiting.push(mount);
  if (!scheduled) {
    scheduled = true;
    setTimeout(mountNext, 0);
  }
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
  };
}
