import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapCluster } from '../../../../contract/facility-map.schemas';
import { type CategoryKey, type MapMode, visibleCluster } from './map-categories';
import classes from './map.module.css';

export interface ClusterMarkerEvents {
  /** Hover or pointer leave (null): the canvas shows or hides the cluster's tooltip. */
  onHover: (cluster: MapCluster | null) => void;
  onOpen: (cluster: MapCluster) => void;
  formatCount: (count: number) => string;
}

/** A cluster's diameter in px: its area grows with its count, from 26 px to 56 px. */
export function clusterDiameter(count: number, largest: number): number {
  if (largest <= 1) return 26;
  return Math.round(26 + 30 * Math.sqrt((count - 1) / (largest - 1)));
}

/**
 * The clusters as HTML markers (the count as text needs no glyph server). They are a pointer
 * shortcut: hidden from assistive technology and out of the tab order, because the map's
 * on-screen list offers the same clusters to the keyboard and screen readers.
 */
export function clusterMarkers(
  map: MapLibreMap,
  clusters: readonly MapCluster[],
  mode: MapMode,
  hidden: ReadonlySet<CategoryKey>,
  events: ClusterMarkerEvents,
): Marker[] {
  const shown = clusters
    .map((cluster) => ({ cluster, visible: visibleCluster(cluster, mode, hidden) }))
    .filter((entry) => entry.visible !== null && entry.visible.count > 0);
  const largest = shown.reduce((most, entry) => Math.max(most, entry.visible?.count ?? 0), 0);
  return shown.map(({ cluster, visible }) => {
    if (!visible) throw new Error('unreachable: filtered above');
    const element = document.createElement('div');
    const size = clusterDiameter(visible.count, largest);
    element.className = classes.cluster;
    element.setAttribute('aria-hidden', 'true');
    element.dataset.cluster = String(visible.count);
    element.style.width = `${size}px`;
    element.style.height = `${size}px`;
    element.style.background = visible.category.color;
    element.style.color = visible.category.textColor;
    element.textContent = events.formatCount(visible.count);
    element.addEventListener('mouseenter', () => events.onHover(cluster));
    element.addEventListener('mouseleave', () => events.onHover(null));
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      events.onOpen(cluster);
    });
    return new Marker({ element }).setLngLat([cluster.longitude, cluster.latitude]).addTo(map);
  });
}
