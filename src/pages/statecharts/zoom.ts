/** Zoom steps of the diagrams: from a quarter to three times the natural size. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 1.25;

export function zoomIn(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.round(zoom * ZOOM_STEP * 100) / 100);
}

export function zoomOut(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.round((zoom / ZOOM_STEP) * 100) / 100);
}

/** Arrow keys pan the frame by this many pixels. */
export const PAN_STEP = 60;
