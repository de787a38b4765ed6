import type { Map as MapLibreMap } from 'maplibre-gl';

/** `count:<colour>:<label>` (map-clusters) or `name:<place>` (map-place-names). */
const TEXT_IMAGE = /^(?:count:([^:]+)|name):(.+)$/;
/** Cluster counts: 11 px semi-bold, as the map's other small labels. */
const COUNT_FONT_PX = 11;
/** Place names: 12 px, dark on a white halo, readable over any shade. */
const NAME_FONT_PX = 12;
const NAME_COLOR = '#212529';
const HALO_COLOR = '#ffffff';
const HALO_PX = 3;

let scratch: CanvasRenderingContext2D | null = null;

/**
 * One canvas draws every text, in memory: a canvas on the GPU (the default) would make each
 * read-back wait for the GPU process, a long task on a slow GPU; a new canvas per text costs a context.
 */
function scratchContext(): CanvasRenderingContext2D | null {
  scratch ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  return scratch;
}

interface TextLook {
  font: string;
  sizePx: number;
  color: string;
  /** The width of a light outline around the letters (0: none). */
  halo: number;
}

/** A text as a picture (with the page's font), at the screen's pixel density. */
function drawText(label: string, look: TextLook, pixelRatio: number): ImageData | null {
  const context = scratchContext();
  if (!context) return null;
  const { canvas } = context;
  context.font = look.font;
  const width = Math.ceil(context.measureText(label).width) + 2 + 2 * look.halo;
  const height = look.sizePx + 4 + 2 * look.halo;
  canvas.width = width * pixelRatio;
  canvas.height = height * pixelRatio;
  // resizing the canvas resets its state
  context.scale(pixelRatio, pixelRatio);
  context.font = look.font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  if (look.halo > 0) {
    context.lineJoin = 'round';
    context.lineWidth = 2 * look.halo;
    context.strokeStyle = HALO_COLOR;
    context.strokeText(label, width / 2, height / 2);
  }
  context.fillStyle = look.color;
  context.fillText(label, width / 2, height / 2);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Draws a cluster's count or a place's name the first time the map asks for it. Texts are
 * pictures, not map text: map text needs glyph files from a server, and the map works offline
 * with nothing but its own origin.
 */
export function drawTextsOnDemand(map: MapLibreMap, fontFamily: string): void {
  map.on('styleimagemissing', ({ id }) => {
    const match = TEXT_IMAGE.exec(id);
    if (!match || map.hasImage(id)) return;
    const [, countColor, label] = match;
    const look: TextLook = countColor
      ? { font: `600 ${COUNT_FONT_PX}px ${fontFamily}`, sizePx: COUNT_FONT_PX, color: countColor, halo: 0 }
      : {
          font: `600 ${NAME_FONT_PX}px ${fontFamily}`,
          sizePx: NAME_FONT_PX,
          color: NAME_COLOR,
          halo: HALO_PX,
        };
    // the map's own density (capped), so a text is as sharp as the circle under it
    const pixelRatio = map.getPixelRatio();
    const image = drawText(label, look, pixelRatio);
    if (image) map.addImage(id, image, { pixelRatio });
  });
}
