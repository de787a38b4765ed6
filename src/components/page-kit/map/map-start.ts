/**
 * Maps start when they come near the screen: a map below the fold of a phone costs its
 * library (about 250 kB gzip), a WebGL context and hundreds of milliseconds of main-thread work
 * that the first screen does not need. Printing is the one reader that needs every map drawn
 * without scrolling, so the page's Print button starts the waiting maps and lets them draw first.
 */

/** How far outside the screen a map starts, so that a user scrolling at reading speed finds it drawn. */
export const MAP_START_MARGIN = '300px 0px';

/** The longest the Print button waits for the maps it started to draw. */
const PRINT_WAIT_MS = 8_000;

const waitingMaps = new Set<() => void>();

/** Registers a map that has not started; `start` is called at most once. Answers the unregister. */
export function waitForStart(start: () => void): () => void {
  waitingMaps.add(start);
  return () => waitingMaps.delete(start);
}

/** Every map frame holds a canvas that has drawn (a map whose library is still loading has none). */
const everyMapDrawn = () =>
  [...document.querySelectorAll('[data-map-frame]')].every(
    (frame) => frame.querySelector('[data-map-canvas][data-idle="true"]') !== null,
  );

/** Starts every map still waiting and resolves when all maps on the page have drawn (or after 8 s). */
export async function drawEveryMap(): Promise<void> {
  for (const start of [...waitingMaps]) start();
  waitingMaps.clear();
  const until = Date.now() + PRINT_WAIT_MS;
  while (!everyMapDrawn() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}
