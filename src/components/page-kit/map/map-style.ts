import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, StyleSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { DISTRICT_ZOOM } from './map-camera';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
export const SEA = '#dbe9f4';
export const LAND = '#f8f9fa';
const BORDER = '#868e96';
const PLACE_BORDER = '#495057';
const NO_SHADE = 'rgba(0, 0, 0, 0)';
/** Shades let the land, borders and tiles under them show through a little. */
export const SHADE_OPACITY = 0.75;

/** The tile server's attribution when the configuration names one (its licence requires it). */
export interface TileSource {
  url: string;
  attribution: string;
}

const kind = (value: 'region' | 'district'): ExpressionSpecification => ['==', ['get', 'kind'], value];

/** Region names from this camera zoom (further out a country's regions are too small to name). */
export const REGION_NAMES_ZOOM = 4;
/** The layers of place names (the canvas reports the names drawn). */
export const NAME_LAYERS = ['region-names', 'district-names'] as const;
const NAME_LAYOUT = {
  'icon-image': ['get', 'image'],
  'icon-padding': 4,
} satisfies SymbolLayerSpecification['layout'];

/**
 * The map's style, all local: sea, the bundled country outlines (or the configured raster tiles
 * under them; the outlines arrive just after the map, see loadCountryOutlines), the region and district shapes from the server (shaded by the choropleth,
 * regions up to DISTRICT_ZOOM and districts from there) with the names of the places shaded at that
 * zoom, the server's clusters as circles with their counts, and the single facilities as circles.
 * No glyphs or sprites: counts and names are pictures the browser draws (map-text-images), so
 * nothing is fetched from elsewhere.
 */
export function mapStyle(tiles: TileSource | null): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: EMPTY },
      places: { type: 'geojson', data: EMPTY },
      'place-names': { type: 'geojson', data: EMPTY },
      points: { type: 'geojson', data: EMPTY },
      clusters: { type: 'geojson', data: EMPTY },
      ...(tiles && {
        tiles: { type: 'raster', tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution },
      }),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      // the bundled land stays under the tiles: when they cannot load (offline), the map still has its countries
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      ...(tiles ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      {
        id: 'country-borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': BORDER, 'line-width': 0.8 },
      },
      {
        id: 'region-shades',
        type: 'fill',
        source: 'places',
        maxzoom: DISTRICT_ZOOM,
        filter: kind('region'),
        paint: { 'fill-color': NO_SHADE, 'fill-opacity': SHADE_OPACITY },
      },
      {
        id: 'district-shades',
        type: 'fill',
        source: 'places',
        minzoom: DISTRICT_ZOOM,
        filter: kind('district'),
        paint: { 'fill-color': NO_SHADE, 'fill-opacity': SHADE_OPACITY },
      },
      {
        id: 'district-borders',
        type: 'line',
        source: 'places',
        minzoom: DISTRICT_ZOOM,
        filter: kind('district'),
        // thinner and lighter than a region's border, not dashed: a dashed line is another WebGL
        // program, compiled the first time districts show, a long task (~190 ms on a software GPU)
        paint: { 'line-color': PLACE_BORDER, 'line-width': 0.6, 'line-opacity': 0.6 },
      },
      {
        id: 'region-borders',
        type: 'line',
        source: 'places',
        filter: kind('region'),
        paint: { 'line-color': PLACE_BORDER, 'line-width': 1 },
      },
      // the names of the places shaded at the zoom; MapLibre leaves out a name that would touch
      // another name or a cluster, so names never pile up
      {
        id: 'region-names',
        type: 'symbol',
        source: 'place-names',
        minzoom: REGION_NAMES_ZOOM,
        maxzoom: DISTRICT_ZOOM,
        filter: kind('region'),
        layout: NAME_LAYOUT,
      },
      {
        id: 'district-names',
        type: 'symbol',
        source: 'place-names',
        minzoom: DISTRICT_ZOOM,
        filter: kind('district'),
        layout: NAME_LAYOUT,
      },
      {
        id: 'points',
        type: 'circle',
        source: 'points',
        // the radius read from the feature, as the clusters' is: both layers then share one WebGL
        // program, and the first facilities drawn at close zoom compile none
        paint: {
          'circle-radius': ['get', 'radius'],
          'circle-color': ['get', 'color'],
          'circle-stroke-color': '#212529',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'clusters',
        type: 'circle',
        source: 'clusters',
        paint: {
          'circle-radius': ['get', 'radius'],
          'circle-color': ['get', 'color'],
          'circle-opacity': 0.92,
          'circle-stroke-color': '#212529',
          'circle-stroke-width': 1.5,
        },
      },
      {
        id: 'cluster-counts',
        type: 'symbol',
        source: 'clusters',
        layout: {
          'icon-image': ['get', 'image'],
          // every count is shown (clusters are spaced apart, see map-spacing), and place names keep
          // clear of the whole circle around it
          'icon-allow-overlap': true,
          'icon-padding': ['get', 'clearance'],
        },
      },
    ],
  };
}

/** A fill colour per place key (`region:4`), transparent for places without a value. */
export function shadeExpression(colors: ReadonlyMap<string, string>): ExpressionSpecification | string {
  if (colors.size === 0) return NO_SHADE;
  return ['match', ['get', 'key'], ...[...colors].flat(), NO_SHADE] as unknown as ExpressionSpecification;
}
