import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { LEVEL_COLORS } from '../levels';
import { useMapDrawing } from './map-drawing.hooks';
import { frameOf, MAP_VIEWPORT } from './map-frame';
import { outlinePaths } from './map-outlines';
import { type LevelLayer, type MapPoint, nearestPoint } from './map-points';
import { tilesFor } from './map-projection';
import { rasterizeLayers } from './map-raster';
import { COUNTRY_FEATURES } from './world-outlines';

const POINT_SIZE = 5;
const CLICK_RADIUS = 8;
const POINT_EDGE_COLOR = '#212529';

export interface FacilityMapCanvasProps {
  points: readonly MapPoint[];
  /** Points whose extent the map fits (default `points`): maps side by side share one frame. */
  extent?: readonly MapPoint[];
  /** Accessible name of the picture (the text alternative sits next to it). */
  label: string;
  onPointOpen?: (point: MapPoint) => void;
  /** A `{z}/{x}/{y}` tile URL template; without it the bundled outlines are the background. */
  tileUrl?: string | null;
}

/** Writes the points' pixels into the canvas in one putImageData (no per-point canvas calls). */
function paintLayers(canvas: HTMLCanvasElement, layers: readonly LevelLayer[]) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const size = { width, height, ratio: width / MAP_VIEWPORT.width };
  const pixels = rasterizeLayers(layers, LEVEL_COLORS, size, POINT_SIZE, POINT_EDGE_COLOR);
  context.putImageData(new ImageData(new Uint8ClampedArray(pixels.buffer), width, height), 0, 0);
}

/**
 * The map itself (lazy module): outlines or tiles as SVG, facility points on a canvas above them.
 * A click picks the nearest point; keyboard users open the same facilities from the table.
 */
export default function FacilityMapCanvas({
  points,
  extent = points,
  label,
  onPointOpen,
  tileUrl,
}: FacilityMapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wanted = frameOf(extent);
  const drawing = useMapDrawing(points, wanted);
  // Until the new points are drawn, the previous ones stay: the background keeps their frame.
  const frame = drawing?.frame ?? wanted;
  const busy = drawing?.projected.points !== points || frame !== wanted;
  const background = useMemo(
    () => ({
      outlines: tileUrl ? [] : outlinePaths(COUNTRY_FEATURES, frame.bounds, frame.projection),
      tiles: tileUrl ? tilesFor(tileUrl, frame.projection, MAP_VIEWPORT) : [],
    }),
    [frame, tileUrl],
  );

  useEffect(() => {
    if (canvasRef.current && drawing) paintLayers(canvasRef.current, drawing.layers);
  }, [drawing]);

  const openAt = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!onPointOpen || !drawing) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * MAP_VIEWPORT.width;
    const y = ((event.clientY - box.top) / box.height) * MAP_VIEWPORT.height;
    const point = nearestPoint(drawing.projected, x, y, CLICK_RADIUS);
    if (point) onPointOpen(point);
  };

  const ratio = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
  return (
    <div
      role="img"
      aria-label={label}
      aria-busy={busy}
      style={{
        position: 'relative',
        background: '#dbe9f4',
        aspectRatio: `${MAP_VIEWPORT.width} / ${MAP_VIEWPORT.height}`,
      }}
    >
      <svg
        viewBox={`0 0 ${MAP_VIEWPORT.width} ${MAP_VIEWPORT.height}`}
        width="100%"
        height="100%"
        aria-hidden
        style={{ position: 'absolute', inset: 0 }}
      >
        {background.tiles.map((tile) => (
          <image key={tile.url} href={tile.url} x={tile.x} y={tile.y} width={tile.size} height={tile.size} />
        ))}
        {background.outlines.map((outline) => (
          <path key={outline.id} d={outline.d} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8}>
            <title>{outline.name}</title>
          </path>
        ))}
      </svg>
      <canvas
        ref={canvasRef}
        width={MAP_VIEWPORT.width * ratio}
        height={MAP_VIEWPORT.height * ratio}
        onClick={openAt}
        data-points={points.length}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          cursor: onPointOpen ? 'pointer' : 'default',
        }}
      />
    </div>
  );
}
