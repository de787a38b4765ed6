import type { Map as MapLibreMap } from 'maplibre-gl';

const COUNT_IMAGE = /^count:([^:]+):(.+)$/;
/** The cluster count's type: 11 px semi-bold, as the map's other small labels. */
const FONT_PX = 11;

let scratch: CanvasRenderingContext2D | null = null;

/**
 * One canvas draws every count, in memory: a canvas on the GPU (the default) would make each
 * read-back wait for the GPU process, a long task on a slow GPU; a new canvas per count costs a context.
 */
function scratchContext(): CanvasRenderingContext2D | null {
  scratch ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  return scratch;
}

/** A count in a colour as a picture (with the page's font), at the screen's pixel density. */
function drawCount(label: string, color: string, fontFamily: string, pixelRatio: number): ImageData | null {
  const context = scratchContext();
  if (!context) return null;
  const { canvas } = context;
  const font = `600 ${FONT_PX}px ${fontFamily}`;
  context.font = font;
  const width = Math.ceil(context.measureText(label).width) + 2;
  const height = FONT_PX + 4;
  canvas.width = width * pixelRatio;
  canvas.height = height * pixelRatio;
  // resizing the canvas resets its state
  context.scale(pixelRatio, pixelRatio);
  context.font = font;
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, width / 2, height / 2);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Draws a cluster's count the first time the map asks for it (ids from countImageId). Counts are
 * pictures, not map text: map text needs glyph files from a server, and the map works offline
 * with nothing but its own origin.
 */
export function drawCountsOnDemand(map: MapLibreMap, fontFamily: string): void {
  map.on('styleimagemissing', ({ id }) => {
    const match = COUNT_IMAGE.exec(id);
    if (!match || map.hasImage(id)) return;
    // the map's own density (capped), so a count is as sharp as the circle under it
    const pixelRatio = map.getPixelRatio();
    const image = drawCount(match[2], match[1], fontFamily, pixelRatio);
    if (image) map.addImage(id, image, { pixelRatio });
  });
}
