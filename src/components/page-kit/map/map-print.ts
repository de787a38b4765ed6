import type { Map as MapLibreMap } from 'maplibre-gl';

/** Fits every sheet: A4 and Letter with the print layout's 12 mm margins hold 703 and 726 CSS px. */
export const PRINT_MAP_WIDTH = 680;

/**
 * A map prints as it is drawn. Printing lays the page out again at the paper's
 * width without running scripts: the WebGL canvas would print blank (its buffer is cleared once
 * shown) or stretched. So as printing starts the map keeps its size on screen, narrowed to what every sheet holds
 * (narrowing only shows less of what is loaded: no part is left undrawn), and is drawn at once;
 * afterwards it follows its frame again. Answers the function that stops this.
 */
export function keepMapPrintable(map: MapLibreMap, container: HTMLElement): () => void {
  const beforePrint = () => {
    const { clientWidth, clientHeight } = container;
    if (clientWidth === 0) return;
    const width = Math.min(clientWidth, PRINT_MAP_WIDTH);
    container.style.width = `${width}px`;
    container.style.height = `${Math.round((clientHeight * width) / clientWidth)}px`;
    map.resize();
    map.redraw();
  };
  const afterPrint = () => {
    container.style.width = '';
    container.style.height = '';
    map.resize();
  };
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
}
