import type { Feature, FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-110m.json?url';

/**
 * Country outlines shipped with the app (Natural Earth 1:110m via world-atlas), so maps work
 * offline. A file of our own origin fetched with the first map, not part of the map's script:
 * it keeps the script chunk smaller and is cached by the browser on its own.
 */
export async function loadCountryOutlines(): Promise<FeatureCollection> {
  const response = await fetch(worldUrl);
  if (!response.ok) throw new Error(`Country outlines: HTTP ${response.status}`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  const features = feature(topology, topology.objects.countries).features as Feature[];
  return { type: 'FeatureCollection', features };
}
