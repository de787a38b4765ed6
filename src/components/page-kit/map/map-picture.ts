import type { Map as MapLibreMap } from 'maplibre-gl';

/** The map as drawn: a PNG data address and its size in CSS pixels. */
export interface MapPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * Reads the map's picture. WebGL clears its buffer once a frame is shown, and
 * keeping it (preserveDrawingBuffer) would slow every frame; so the map draws one frame now and the
 * picture is read in that frame's `render` event, before the buffer is cleared.
 */
export function mapPicture(map: MapLibreMap): Promise<MapPicture> {
  return new Promise((resolve, reject) => {
    map.once('render', () => {
      try {
        const canvas = map.getCanvas();
        const { width, height } = canvas.getBoundingClientRect();
        resolve({ url: canvas.toDataURL('image/png'), width, height });
      } catch (error) {
        reject(error);
      }
    });
    map.triggerRepaint();
  });
}
