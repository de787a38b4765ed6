import type { Feature } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

/** Country outlines bundled with the app (Natural Earth 1:110m via world-atlas): maps work offline. */
export const COUNTRY_FEATURES: Feature[] = (() => {
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries).features as Feature[];
})();
