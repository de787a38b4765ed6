import { type MouseEvent, useMemo } from 'react';
import type { FacilityMapAnswer, MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import { useLevelName } from '../level-name.hooks';
import { LEVEL_COLORS, LEVEL_TEXT_COLORS, levelKey } from '../levels';
import { useFormatters } from '../page-data.hooks';
import { clusterLevels, clusterRadius, dominantLevel } from './map-marks';
import { outlinePaths } from './map-outlines';
import { tilesFor } from './map-projection';
import { frameOf, MAP_VIEWPORT, type MapView } from './map-view';
import { COUNTRY_FEATURES } from './world-outlines';

const POINT_RADIUS = 4;
const EDGE_COLOR = '#212529';
// A count label needs room inside its circle.
const LABEL_MIN_RADIUS = 10;

export interface FacilityMapDrawingProps {
  /** The server's clusters and points for `view`; null before the first answer. */
  answer: FacilityMapAnswer | null;
  view: MapView;
  /** Accessible name of the picture (the text alternative sits next to it). */
  label: string;
  /** A newer answer is loading: the one drawn stays until it arrives. */
  busy: boolean;
  onPointOpen?: (point: MapFacilityPoint) => void;
  /** A `{z}/{x}/{y}` tile URL template; without it the bundled outlines are the background. */
  tileUrl?: string | null;
}

/**
 * The map itself (lazy module): outlines or tiles, then the server's clusters (size by count,
 * colour by the level most of their facilities hold, count inside, level mix as a tooltip) or its
 * single points, which open their facility on a click. The card's sentence and legend are the text alternative.
 */
export default function FacilityMapDrawing({
  answer,
  view,
  label,
  busy,
  onPointOpen,
  tileUrl,
}: FacilityMapDrawingProps) {
  const levelName = useLevelName();
  const format = useFormatters();
  const frame = useMemo(() => frameOf(view), [view]);
  const background = useMemo(
    () => ({
      outlines: tileUrl ? [] : outlinePaths(COUNTRY_FEATURES, frame.bounds, frame.projection),
      tiles: tileUrl ? tilesFor(tileUrl, frame.projection, MAP_VIEWPORT) : [],
    }),
    [frame, tileUrl],
  );
  const { x, y } = frame.projection;
  const points = answer?.points ?? [];
  // Single points say everything the clusters would: when the server sends them, they are drawn alone.
  const clusters = points.length > 0 ? [] : (answer?.clusters ?? []);
  const largest = clusters.reduce((most, cluster) => Math.max(most, cluster.count), 0);
  // One listener for every point: the clicked circle names its facility.
  const openAt = (event: MouseEvent<SVGSVGElement>) => {
    const id = (event.target as Element).getAttribute('data-point');
    const point = id === null ? undefined : points.find((candidate) => String(candidate.id) === id);
    if (point && onPointOpen) onPointOpen(point);
  };

  return (
    <div
      role="img"
      aria-label={label}
      aria-busy={busy}
      style={{ background: '#dbe9f4', aspectRatio: `${MAP_VIEWPORT.width} / ${MAP_VIEWPORT.height}` }}
    >
      {/* A mouse shortcut on the picture: the card's words and legend say what it shows, and keyboard users open facilities from the pages' tables. */}
      <svg
        viewBox={`0 0 ${MAP_VIEWPORT.width} ${MAP_VIEWPORT.height}`}
        width="100%"
        height="100%"
        aria-hidden
        onClick={openAt}
      >
        {background.tiles.map((tile) => (
          <image key={tile.url} href={tile.url} x={tile.x} y={tile.y} width={tile.size} height={tile.size} />
        ))}
        {background.outlines.map((outline) => (
          <path key={outline.id} d={outline.d} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8}>
            <title>{outline.name}</title>
          </path>
        ))}
        {clusters.map((cluster) => {
          const key = dominantLevel(cluster.levelCounts);
          const radius = clusterRadius(cluster.count, largest);
          const cx = x(cluster.longitude);
          const cy = y(cluster.latitude);
          return (
            <g key={`${cluster.longitude},${cluster.latitude}`} data-cluster={cluster.count}>
              <title>{`${format.number(cluster.count)}: ${clusterLevels(cluster, levelName, format.number)}`}</title>
              <circle
                cx={cx}
                cy={cy}
                r={radius}
                fill={LEVEL_COLORS[key]}
                stroke={EDGE_COLOR}
                fillOpacity={0.85}
              />
              {radius >= LABEL_MIN_RADIUS && (
                <text
                  x={cx}
                  y={cy}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={9}
                  fill={LEVEL_TEXT_COLORS[key]}
                >
                  {format.number(cluster.count)}
                </text>
              )}
            </g>
          );
        })}
        {points.map((point) => (
          <circle
            key={point.id}
            data-point={point.id}
            cx={x(point.longitude)}
            cy={y(point.latitude)}
            r={POINT_RADIUS}
            fill={LEVEL_COLORS[levelKey(point.awardedLevel)]}
            stroke={EDGE_COLOR}
            style={{ cursor: onPointOpen ? 'pointer' : 'default' }}
          />
        ))}
      </svg>
    </div>
  );
}
