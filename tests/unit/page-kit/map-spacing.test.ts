import { describe, expect, it } from 'vitest';
import type { FacilityMapAnswer, MapCluster, MapFacilityPoint } from '../../../contract/facility-map.schemas';
import { clusterFeatures, POINT_DIAMETER } from '../../../src/components/page-kit/map/map-clusters';
import type { MapMarks } from '../../../src/components/page-kit/map/map-marks';
import { worldX, worldY } from '../../../src/components/page-kit/map/map-projection';
import { spaceMarks } from '../../../src/components/page-kit/map/map-spacing';

/** A repeatable spread of numbers in [0, 1) (no Math.random: the same marks every run). */
function spread(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const answer = (parts: Partial<FacilityMapAnswer>): FacilityMapAnswer => ({
  zoom: 7,
  cellDegrees: 360 / 2 ** 10,
  total: 0,
  extent: null,
  clusters: [],
  points: [],
  ...parts,
});

/** `count` facilities of a district some 0.1 degree across, around 36.8 E 1.3 S (levels 1-5 and none in turn). */
function districtOf(count: number): MapFacilityPoint[] {
  const next = spread(7);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Facility ${index + 1}`,
    score: 70,
    longitude: 36.8 + next() * 0.1,
    latitude: -1.3 + next() * 0.1,
    awardedLevel: index % 6 === 5 ? null : (index % 6) + 1,
    isActive: index % 3 !== 0,
  }));
}

/** Grid cells' clusters as the server sends them: each at the mean of its facilities, so neighbours can sit close. */
function clustersOf(count: number, box: [number, number, number, number]): MapCluster[] {
  const next = spread(11);
  const [west, south, east, north] = box;
  return Array.from({ length: count }, () => {
    const size = 1 + Math.floor(next() * 300);
    return {
      longitude: west + next() * (east - west),
      latitude: south + next() * (north - south),
      count: size,
      active: Math.floor(size / 2),
      levelCounts: [0, 0, 0, size, 0, 0],
    };
  });
}

/** Every circle the map draws for `marks` at `zoom`: centre in px and radius in px, as MapCanvas draws them. */
function drawnCircles(marks: MapMarks, zoom: number) {
  const scale = 512 * 2 ** zoom;
  const at = (longitude: number, latitude: number) => ({
    x: worldX(longitude) * scale,
    y: worldY(latitude) * scale,
  });
  const clusters = clusterFeatures(marks.clusters, 'level', new Set(), String).features.map((feature) => ({
    ...at(feature.geometry.coordinates[0], feature.geometry.coordinates[1]),
    radius: feature.properties.radius,
  }));
  const points = marks.points.map((point) => ({
    ...at(point.longitude, point.latitude),
    radius: POINT_DIAMETER / 2,
  }));
  return [...clusters, ...points];
}

/** Pairs of drawn circles that overlap (closer than their radii). */
function overlaps(circles: ReturnType<typeof drawnCircles>) {
  const pairs: [number, number][] = [];
  for (let a = 0; a < circles.length; a += 1)
    for (let b = a + 1; b < circles.length; b += 1)
      if (
        Math.hypot(circles[a].x - circles[b].x, circles[a].y - circles[b].y) <
        circles[a].radius + circles[b].radius
      )
        pairs.push([a, b]);
  return pairs;
}

const facilitiesIn = (marks: MapMarks) =>
  marks.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + marks.points.length;

describe('map marks never overlap', () => {
  it('clusters the server placed close together are drawn apart, at every zoom the answer is shown at', () => {
    const clusters = clustersOf(120, [34, -4, 40, 2]);
    for (const zoom of [5, 5.5, 5.99]) {
      const marks = spaceMarks(answer({ zoom: 6, clusters }), zoom, 'level', new Set());
      expect(overlaps(drawnCircles(marks, zoom)), `zoom ${zoom}`).toEqual([]);
      expect(facilitiesIn(marks)).toBe(clusters.reduce((sum, cluster) => sum + cluster.count, 0));
    }
  });

  it('a district of 30 facilities is not a heap of dots: touching ones are drawn as groups with their count', () => {
    const points = districtOf(30);
    const marks = spaceMarks(answer({ points }), 7, 'level', new Set());
    expect(overlaps(drawnCircles(marks, 7))).toEqual([]);
    expect(marks.clusters.length).toBeGreaterThan(0);
    expect(facilitiesIn(marks)).toBe(30);
  });

  it('zooming in spreads a group into smaller groups and single facilities', () => {
    const points = districtOf(30);
    const far = spaceMarks(answer({ points }), 7, 'level', new Set());
    const close = spaceMarks(answer({ points }), 12, 'level', new Set());
    expect(close.clusters.length + close.points.length).toBeGreaterThan(
      far.clusters.length + far.points.length,
    );
    expect(overlaps(drawnCircles(close, 12))).toEqual([]);
  });

  it('facilities of a category switched off take no room and are not counted', () => {
    const points = districtOf(30);
    const marks = spaceMarks(answer({ points }), 9, 'level', new Set(['1', '2', '3', '4', '5']));
    expect(facilitiesIn(marks)).toBe(points.filter((point) => point.awardedLevel === null).length);
    expect([...marks.points, ...marks.clusters].length).toBeGreaterThan(0);
    expect(
      marks.clusters.every((cluster) => cluster.levelCounts.slice(1).every((count) => count === 0)),
    ).toBe(true);
  });
});
