import type { PlaceProperties } from '../../../../contract/map-areas.schemas';

/** What a click on a region or district does: the page's own drill, its list of facilities, or a zoom. */
export type PlaceClick = { action: 'drill' } | { action: 'list'; address: string } | { action: 'zoom' };

/**
 * A page's drill (`onRegionOpen`, Network Level) takes a region first; a place with a list
 * (`placeList`, the drill-through) opens its facilities; without either the map zooms to it.
 */
export function placeClick(
  place: Pick<PlaceProperties, 'kind' | 'id'>,
  opens: { drillsRegions: boolean; placeList?: (place: Pick<PlaceProperties, 'kind' | 'id'>) => string },
): PlaceClick {
  if (place.kind === 'region' && opens.drillsRegions) return { action: 'drill' };
  if (opens.placeList) return { action: 'list', address: opens.placeList(place) };
  return { action: 'zoom' };
}
