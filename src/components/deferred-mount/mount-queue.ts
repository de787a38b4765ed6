/**
 * Subtrees waiting to mount, first come first served, one per macrotask: each mount's render,
 * commit and effects (recharts re-renders itself from its effects) finish before the next
 * starts, and input and paint get in between.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function mountNext() {
  const mount = waiting.shift();
  mount?.();
  scheduled = waiting.length > 0;
  if (scheduled) setTimeout(mountNext, 0);
}

/** Queues `mount`; the returned function takes it out again if it has not run yet. */
export function enqueueMount(mount: () => void): () => void {
  waiting.push(mount);
  if (!scheduled) {
    scheduled = true;
    setTimeout(mountNext, 0);
  }
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
  };
}
