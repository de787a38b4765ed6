/**
 * A multi-select's change applied to the latest choice: a select reports its whole new list,
 * worked out from the list it last drew. When the address has moved on since (two picks before
 * the page redraws), taking that list would undo the first pick; taking only what this change
 * added and removed keeps both.
 */
export function withPickedChange(
  latest: readonly string[],
  drawn: readonly string[],
  next: readonly string[],
) {
  const removed = new Set(drawn.filter((id) => !next.includes(id)));
  const kept = latest.filter((id) => !removed.has(id));
  return [...kept, ...next.filter((id) => !drawn.includes(id) && !kept.includes(id))];
}
