/** Answers shared by the component tests of Home: its headline figures and a clustered map. */
import type { HomeSummaryRow, RecentAssessmentRow } from '../../../contract';
import type { FacilityMapAnswer } from '../../../contract/facility-map.schemas';
import { type FittedMap, selectionKey } from '../../../src/components/page-kit/map/map-view';

export const summary: HomeSummaryRow = {
  facilityCount: 1200,
  activeCount: 900,
  inactiveCount: 300,
  level1: 100,
  level2: 200,
  level3: 300,
  level4: 150,
  level5: 50,
  none: 400,
  levelShares: [0.083, 0.167, 0.25, 0.125, 0.042],
  averageLatestScore: 68.4,
  latestYear: 2025,
  averageScoreLatestYear: 70.1,
  averageScorePreviousYear: 67.6,
  changeSinceLastYear: 2.5,
};

export const recent: RecentAssessmentRow[] = [
  {
    facilityId: 7,
    facilityName: 'Gulu Health Centre',
    year: 2025,
    assessedOn: '2025-11-03',
    totalScore: 81.5,
    awardedLevel: 4,
  },
];

const VIEW: FittedMap['view'] = { zoom: 6, bbox: [32, -3, 38, 2] };
/** A map answer in clusters: 1,200 facilities in two cells. */
export const clustered: FacilityMapAnswer = {
  zoom: 6,
  cellDegrees: 360 / 2 ** 9,
  total: 1200,
  extent: { west: 32.5, south: -2.5, east: 37.5, north: 1.5 },
  clusters: [
    { latitude: -1.3, longitude: 36.8, count: 1000, levelCounts: [300, 100, 100, 400, 50, 50], active: 800 },
    { latitude: 0.3, longitude: 32.6, count: 200, levelCounts: [100, 0, 100, 0, 0, 0], active: 100 },
  ],
  points: [],
};
/** The fitted map of any filter, in clusters. */
export const maps = (params: Record<string, unknown> = {}): FittedMap => ({
  answer: clustered,
  view: VIEW,
  frame: VIEW.bbox,
  selection: selectionKey(params.filter),
});
