import { useEffect, useState } from 'react';
import { MAP_START_MARGIN, waitForStart } from './map-start';

/**
 * True once the map's frame has come within MAP_START_MARGIN of the screen, or printing needs the map
 * (see map-start.ts); it stays true. Without IntersectionObserver (old browsers, jsdom) at once.
 */
export function useMapStarted(frame: HTMLElement | null): boolean {
  const [started, setStarted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (started || !frame) return;
    const start = () => setStarted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: MAP_START_MARGIN },
    );
    observer.observe(frame);
    const unregister = waitForStart(start);
    return () => {
      observer.disconnect();
      unregister();
    };
  }, [frame, started]);
  return started;
}
