import { type MouseEvent, useMemo } from 'react';
import { LEVEL_COLORS } from '../levels';
import { outlinePaths } from './map-outlines';
import { levelPaths, type MapPoint, nearestPoint, projectPoints } from './map-points';
import { boundsOf, fitProjection, tilesFor, type Viewport } from './map-projection';
import { COUNTRY_FEATURES } from './world-outlines';

const VIEWPORT: Viewport = { width: 800, height: 560 };
const POINT_SIZE = 5;

export interface FacilityMapSvgProps {
  points: readonly MapPoint[];
  /** Accessible name of the picture (the text alternative sits next to it). */
  label: string;
  onPointOpen?: (point: MapPoint) => void;
  /** A `{z}/{x}/{y}` tile URL template; without it the bundled outlines are the background. */
  tileUrl?: string | null;
}

/** The map itself (lazy module): outlines or tiles, and facility points coloured by level. */
export default function FacilityMapSvg({ points, label, onPointOpen, tileUrl }: FacilityMapSvgProps) {
  const drawing = useMemo(() => {
    const bounds = boundsOf(points) ?? { minLat: -12, maxLat: 6, minLon: 28, maxLon: 42 };
    const projection = fitProjection(bounds, VIEWPORT);
    const projected = projectPoints(points, projection);
    return {
      projected,
      layers: levelPaths(projected, POINT_SIZE),
      outlines: outlinePaths(COUNTRY_FEATURES, bounds, projection),
      tiles: tileUrl ? tilesFor(tileUrl, projection, VIEWPORT) : [],
    };
  }, [points, tileUrl]);

  const openAt = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPointOpen) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * VIEWPORT.width;
    const y = ((event.clientY - box.top) / box.height) * VIEWPORT.height;
    const point = nearestPoint(drawing.projected, x, y, 8);
    if (point) onPointOpen(point);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the same facilities open from the table beside the map.
    <svg
      viewBox={`0 0 ${VIEWPORT.width} ${VIEWPORT.height}`}
      width="100%"
      role="img"
      aria-label={label}
      onClick={openAt}
      style={{ display: 'block', background: '#dbe9f4', cursor: onPointOpen ? 'pointer' : 'default' }}
    >
      {drawing.tiles.map((tile) => (
        <image key={tile.url} href={tile.url} x={tile.x} y={tile.y} width={tile.size} height={tile.size} />
      ))}
      {drawing.tiles.length === 0 &&
        drawing.outlines.map((outline) => (
          <path key={outline.id} d={outline.d} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8}>
            <title>{outline.name}</title>
          </path>
        ))}
      {drawing.layers.map((layer) => (
        <path
          key={layer.key}
          d={layer.d}
          fill={LEVEL_COLORS[layer.key]}
          stroke="#212529"
          strokeWidth={0.6}
          data-level={layer.key}
          data-count={layer.count}
        />
      ))}
    </svg>
  );
}
