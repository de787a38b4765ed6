import { canvasProjection, type DrawnCluster, drawnClusters, type MapElement } from './map-pixels';

/** The map's buttons take this much of the canvas's right side, in px (with room to spare). */
const TOOLBAR_WIDTH = 64;

/** A place's outline as a centre and the points of its edge (longitude, latitude). */
export interface PlaceOutline {
  name: string;
  centre: [number, number];
  edge: [number, number][];
}

/** A spot on the canvas inside a place, and how far (px) it is from the nearest dot or cluster. */
export interface PlaceSpot {
  name: string;
  pixel: { x: number; y: number };
  clearance: number;
}

/**
 * The spot inside one of `places`, on screen (20 px from the canvas's edges, left of its buttons), farthest from every
 * drawn cluster and every facility in `dots`: a click there lands on the place, not on a mark
 * (a mark opens its facility or zooms instead). Spots lie between the centre and the edge.
 */
export async function clearestPlaceSpot(
  canvas: MapElement,
  places: PlaceOutline[],
  dots: Pick<DrawnCluster, 'longitude' | 'latitude'>[],
): Promise<PlaceSpot> {
  const { box, pixel: pixelOf } = await canvasProjection(canvas);
  const marks = [...(await drawnClusters(canvas)), ...dots];
  const markPixels = marks.map((mark) => pixelOf(mark.longitude, mark.latitude));
  const spots: PlaceSpot[] = [];
  for (const place of places)
    for (const edge of place.edge)
      for (const reach of [0.35, 0.5, 0.65, 0.8]) {
        const [longitude, latitude] = [0, 1].map(
          (axis) => place.centre[axis] + (edge[axis] - place.centre[axis]) * reach,
        );
        const pixel = pixelOf(longitude, latitude);
        // the zoom and fit buttons stand over the canvas's right edge
        const onScreen =
          pixel.x > 20 && pixel.y > 20 && pixel.x < box.width - TOOLBAR_WIDTH && pixel.y < box.height - 20;
        if (!onScreen) continue;
        const clearance = Math.min(
          ...markPixels.map((mark) => Math.hypot(mark.x - pixel.x, mark.y - pixel.y)),
        );
        spots.push({ name: place.name, pixel, clearance });
      }
  if (spots.length === 0) throw new Error('no place is on screen');
  return spots.reduce((best, spot) => (spot.clearance > best.clearance ? spot : best));
}
