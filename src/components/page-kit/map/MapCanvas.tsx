import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import type { GeoJSONSource, MapLayerMouseEvent, Map as MapLibreMap } from 'maplibre-gl';
import maplibre from 'maplibre-gl/dist/maplibre-gl-csp.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  FacilityMapAnswer,
  MapCluster,
  MapFacilityPoint,
} from '../../../../contract/facility-map.schemas';
import type { PlaceProperties, PlacesAnswer } from '../../../../contract/map-areas.schemas';
import { type CategoryKey, categoriesOf, type MapMode, pointCategory } from './map-categories';
import { type Camera, FIT_PADDING, MAX_CAMERA_ZOOM } from './map-camera';
import { clusterFeatures, POINT_DIAMETER } from './map-clusters';
import type { MapMarks } from './map-marks';
import { type MapPicture, mapPicture } from './map-picture';
import { placeNamePoints } from './map-place-names';
import { keepMapPrintable } from './map-print';
import { spaceMarks } from './map-spacing';
import { mapStyle, NAME_LAYERS, shadeExpression, type TileSource } from './map-style';
import { drawTextsOnDemand } from './map-text-images';
import type { BoundingBox } from './map-view';
import classes from './map.module.css';
import { loadCountryOutlines } from './world-outlines';

// The worker is a file of our own origin (CSP worker-src 'self'), fingerprinted by the build.
maplibre.setWorkerUrl(workerUrl);

/** Where a tooltip points and what it says. */
export interface MapTip {
  longitude: number;
  latitude: number;
  text: string;
}

/** What the card's buttons and list ask of the map. */
export interface MapController {
  zoomIn(): void;
  zoomOut(): void;
  fit(box: BoundingBox): void;
  zoomInto(longitude: number, latitude: number): void;
  /** The map as it is drawn now, for an image file. */
  picture(): Promise<MapPicture>;
}

export interface MapCanvasProps {
  label: string;
  answer: FacilityMapAnswer | null;
  mode: MapMode;
  hidden: ReadonlySet<CategoryKey>;
  places: PlacesAnswer | null;
  /** Fill colour per place key (`region:4`); places without one stay clear. */
  shades: ReadonlyMap<string, string>;
  /** The camera fits this box whenever it changes (a new selection); null leaves the camera alone. */
  frame: BoundingBox | null;
  tiles: TileSource | null;
  /** The tooltip of the list entry that has the keyboard focus. */
  focused: MapTip | null;
  describe: {
    point(point: MapFacilityPoint): string;
    cluster(cluster: MapCluster): string;
    place(place: PlaceProperties): string;
  };
  /** The camera after every move; `fitted` when the move was the fit of `frame`. */
  onCamera(camera: Camera & { fitted: boolean }): void;
  onPointOpen?(point: MapFacilityPoint): void;
  onPlaceOpen(place: PlaceProperties, box: BoundingBox): void;
  onReady(controller: MapController): void;
  /** The clusters and facilities drawn, spaced for the camera's zoom (the card lists those on screen). */
  onMarks(marks: MapMarks | null): void;
}

const SHADE_LAYERS = ['region-shades', 'district-shades'] as const;

/** A ring's bounding box. */
function boxOfRing(ring: readonly [number, number][]): BoundingBox {
  const longitudes = ring.map(([longitude]) => longitude);
  const latitudes = ring.map(([, latitude]) => latitude);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}

/**
 * The MapLibre map (this module and MapLibre load with the first map): pan and zoom by mouse,
 * wheel, touch and keyboard; the server's clusters as circles with counts that zoom in on a
 * click; the single facilities as circles (all drawn in WebGL, nothing laid out per frame); regions and districts shaded; a tooltip on hover or on focus
 * of the card's list. It reports the camera after every move so the card asks for that view.
 */
export default function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [hover, setHover] = useState<MapTip | null>(null);
  const [, setMoved] = useState(0);
  // the camera's zoom once the map is there: marks are spaced apart for it
  const [zoom, setZoom] = useState<number | null>(null);
  // the clusters drawn now: the cluster layers' features name them by their index here
  const drawnClusters = useRef<readonly MapCluster[]>([]);
  // true while the canvas fits the selection's frame, so that move is reported as the fit
  const fittingFrame = useRef(false);
  // Handlers read the newest props without rebuilding the map.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!container.current) return;
    let removed = false;
    const instance = new maplibre.Map({
      container: container.current,
      style: mapStyle(latest.current.tiles),
      bounds: latest.current.frame ?? [28, -12, 42, 6],
      attributionControl: latest.current.tiles ? { compact: false } : false,
      dragRotate: false,
      pitchWithRotate: false,
      maxZoom: MAX_CAMERA_ZOOM,
      // counts appear at once: no fade-in, whose frames would keep a slow (software) renderer busy after each move
      fadeDuration: 0,
      // at most 2 device pixels per CSS pixel: a 3x phone screen would draw 2.25 times the pixels of
      // 2x every frame for a sharpness nobody sees on a map of circles and outlines
      pixelRatio: Math.min(2, window.devicePixelRatio || 1),
    });
    // the canvas takes its own keys (arrows pan, + and - zoom): an application, not a page region
    instance.getCanvas().setAttribute('role', 'application');
    instance.getCanvas().setAttribute('aria-label', latest.current.label);
    const report = () => {
      const bounds = instance.getBounds();
      const visible: BoundingBox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
      const element = container.current;
      if (element) {
        element.dataset.zoom = instance.getZoom().toFixed(3);
        element.dataset.center = instance.getCenter().toArray().join(',');
        element.dataset.visible = JSON.stringify(visible);
      }
      setMoved((count) => count + 1);
      setZoom(instance.getZoom());
      const fitted = fittingFrame.current;
      fittingFrame.current = false;
      // Before the selection's answer the map only holds the place (it starts while the data
      // loads): that camera is nobody's choice, and the answer's frame will be fitted.
      if (!latest.current.answer) return;
      latest.current.onCamera({
        zoom: instance.getZoom(),
        visible,
        fitted,
      });
    };
    // The style's sources exist as soon as the style is in: then the map reports its camera and the
    // effects below fill the sources. (Not isStyleLoaded() or 'load': both also wait for every
    // tile, so a slow or failing tile server would hold the clusters back, and an update made while
    // a tile loads would wait for a 'load' that has already passed.)
    const whenStyled = () => {
      if (!instance.getSource('clusters')) return;
      instance.off('styledata', whenStyled);
      // a frame waiting to be fitted reports its camera once fitted (below)
      if (!latest.current.frame) report();
      setMap(instance);
      setZoom(instance.getZoom());
      loadCountryOutlines().then(
        // the outlines may arrive after the page has gone (a sign-out): a removed map has no sources
        (outlines) => {
          if (!removed) (instance.getSource('countries') as GeoJSONSource | undefined)?.setData(outlines);
        },
        // without outlines the map still shows its places, clusters and points on the sea colour
        () => undefined,
      );
    };
    instance.on('styledata', whenStyled);
    instance.on('moveend', report);
    instance.on('movestart', () => {
      if (container.current) container.current.dataset.idle = 'false';
      setHover(null);
    });
    instance.on('idle', () => {
      if (!container.current) return;
      container.current.dataset.idle = 'true';
      // the place names drawn now (MapLibre leaves out those that would collide), for scripts
      const names = instance.queryRenderedFeatures({ layers: [...NAME_LAYERS] });
      container.current.dataset.names = JSON.stringify(names.map((feature) => feature.properties.name));
    });
    // A tile that fails (offline, tile server down) ends without a redraw in MapLibre 5, so the map
    // would not say it has settled ('idle'); one redraw after each failure does. (Logged as MapLibre
    // does when nobody listens; the bundled land shows where the tile is missing.)
    instance.on('error', (event) => {
      console.error(event.error);
      instance.triggerRepaint();
    });
    drawTextsOnDemand(instance, getComputedStyle(container.current).fontFamily);
    const clusterAt = (event: MapLayerMouseEvent) => {
      const index = event.features?.[0]?.properties?.index;
      return typeof index === 'number' ? drawnClusters.current[index] : undefined;
    };
    instance.on('mousemove', 'clusters', (event) => {
      if (instance.isMoving()) return;
      const cluster = clusterAt(event);
      instance.getCanvas().style.cursor = cluster ? 'zoom-in' : '';
      if (cluster) setHover({ ...cluster, text: latest.current.describe.cluster(cluster) });
    });
    instance.on('mouseleave', 'clusters', () => {
      instance.getCanvas().style.cursor = '';
      setHover(null);
    });
    instance.on('click', 'clusters', (event) => {
      const cluster = clusterAt(event);
      if (!cluster) return;
      setHover(null);
      instance.easeTo({
        center: [cluster.longitude, cluster.latitude],
        zoom: Math.min(MAX_CAMERA_ZOOM, instance.getZoom() + 2),
      });
    });
    instance.on('mousemove', 'points', (event) => {
      // no tooltips while the map moves under the pointer (a drag): they would not follow it
      if (instance.isMoving()) return;
      const id = event.features?.[0]?.properties?.id;
      const point = latest.current.answer?.points.find((candidate) => candidate.id === id);
      instance.getCanvas().style.cursor = point ? 'pointer' : '';
      if (point) setHover({ ...point, text: latest.current.describe.point(point) });
    });
    instance.on('mouseleave', 'points', () => {
      instance.getCanvas().style.cursor = '';
      setHover(null);
    });
    instance.on('click', 'points', (event) => {
      const id = event.features?.[0]?.properties?.id;
      const point = latest.current.answer?.points.find((candidate) => candidate.id === id);
      if (point) latest.current.onPointOpen?.(point);
    });
    // a facility or cluster over a place takes the pointer: its own tooltip and click win
    const marksAt = (event: MapLayerMouseEvent) =>
      instance.queryRenderedFeatures(event.point, { layers: ['points', 'clusters'] }).length > 0;
    for (const layer of SHADE_LAYERS) {
      instance.on('click', layer, (event) => {
        const feature = event.features?.[0];
        if (!feature || marksAt(event)) return;
        const place = feature.properties as PlaceProperties;
        const ring = (feature.geometry as GeoJSON.Polygon).coordinates[0] as [number, number][];
        latest.current.onPlaceOpen(place, boxOfRing(ring));
      });
      instance.on('mousemove', layer, (event) => {
        const feature = event.features?.[0];
        if (!feature || instance.isMoving() || marksAt(event)) return;
        const { lng, lat } = event.lngLat;
        setHover({
          longitude: lng,
          latitude: lat,
          text: latest.current.describe.place(feature.properties as PlaceProperties),
        });
      });
      instance.on('mouseleave', layer, () => setHover(null));
    }
    latest.current.onReady({
      zoomIn: () => instance.zoomIn(),
      zoomOut: () => instance.zoomOut(),
      fit: (box) => instance.fitBounds(box, { padding: FIT_PADDING, maxZoom: 12 }),
      zoomInto: (longitude, latitude) =>
        instance.easeTo({
          center: [longitude, latitude],
          zoom: Math.min(MAX_CAMERA_ZOOM, instance.getZoom() + 2),
        }),
      picture: () => mapPicture(instance),
    });
    const stopPrinting = keepMapPrintable(instance, container.current);
    return () => {
      removed = true;
      stopPrinting();
      instance.remove();
    };
  }, []);

  const { frame, places, shades, answer, mode, hidden } = props;
  const marks = useMemo(
    () => (answer && zoom !== null ? spaceMarks(answer, zoom, mode, hidden) : null),
    [answer, zoom, mode, hidden],
  );
  useEffect(() => {
    latest.current.onMarks(marks);
  }, [marks]);
  const frameKey = frame?.join(',');
  useEffect(() => {
    if (!map || !frameKey) return;
    // the fit's own move (reported at once: no animation) shows the view the data was fitted for
    fittingFrame.current = true;
    map.fitBounds(frameKey.split(',').map(Number) as BoundingBox, { padding: FIT_PADDING, animate: false });
    fittingFrame.current = false;
  }, [map, frameKey]);

  useEffect(() => {
    if (!map || !places) return;
    (map.getSource('places') as GeoJSONSource | undefined)?.setData(places);
    (map.getSource('place-names') as GeoJSONSource | undefined)?.setData(placeNamePoints(places));
  }, [map, places]);

  useEffect(() => {
    if (!map) return;
    for (const layer of SHADE_LAYERS) map.setPaintProperty(layer, 'fill-color', shadeExpression(shades));
  }, [map, shades]);

  useEffect(() => {
    if (!map) return;
    const colors = new Map(categoriesOf(mode).map((category) => [category.key, category.color]));
    const data: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: (marks?.points ?? []).map((point) => ({
        type: 'Feature',
        properties: {
          id: point.id,
          color: colors.get(pointCategory(point, mode)) ?? '#868e96',
          radius: POINT_DIAMETER / 2,
        },
        geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      })),
    };
    const clusters = marks?.clusters ?? [];
    // one formatter for every count (toLocaleString would build one per cluster)
    const counts = new Intl.NumberFormat(document.documentElement.lang || undefined);
    const clusterData = clusterFeatures(clusters, mode, hidden, (count) => counts.format(count));
    drawnClusters.current = clusters;
    (map.getSource('points') as GeoJSONSource | undefined)?.setData(data);
    (map.getSource('clusters') as GeoJSONSource | undefined)?.setData(clusterData);
    // what is drawn, for scripts that wait for the map or point at a cluster (benchmarks, browser tests)
    const element = container.current;
    if (element) {
      element.dataset.marks = String(clusterData.features.length + data.features.length);
      element.dataset.clusters = JSON.stringify(
        clusterData.features.map(({ geometry, properties }) => [...geometry.coordinates, properties.count]),
      );
    }
  }, [map, marks, mode, hidden]);

  const tip = props.focused ?? hover;
  const at = tip && map ? map.project([tip.longitude, tip.latitude]) : null;
  return (
    <>
      <div ref={container} className={classes.canvas} data-map-canvas="" />
      {tip && at && (
        <div role="tooltip" className={classes.tooltip} style={{ left: at.x, top: at.y }}>
          {tip.text}
        </div>
      )}
    </>
  );
}
