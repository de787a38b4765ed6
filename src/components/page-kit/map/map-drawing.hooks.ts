import { useEffect, useState } from 'react';
import { cachedDrawing, drawingOf, type MapDrawing, type MapFrame } from './map-frame';
import type { MapPoint } from './map-points';

/**
 * The drawing of `points` in `frame`, made in a task of its own after the render that needs it:
 * projecting and layering 100,000 points takes tens of milliseconds, and inside the render it
 * would lengthen the filter change's longest task (two maps on Home doubled it). Until the new
 * drawing is ready the previous one stays on screen; null before the first.
 */
export function useMapDrawing(points: readonly MapPoint[], frame: MapFrame): MapDrawing | null {
  const [latest, setLatest] = useState<MapDrawing | null>(null);
  const ready = cachedDrawing(points, frame);
  useEffect(() => {
    if (cachedDrawing(points, frame)) return;
    const timer = setTimeout(() => setLatest(drawingOf(points, frame)), 0);
    return () => clearTimeout(timer);
  }, [points, frame]);
  return ready ?? latest;
}
