import { z } from 'zod';
import type { AppToggles } from './domain.types';
import { cultureNameSchema, idSchema } from './common.schemas';
import { PIVOT_DIMENSIONS } from './pivot-dimensions';
import { facilitySelectionShape, ONE_SELECTION_MESSAGE, oneSelection } from './facility-set.schemas';
import type { PeriodRowBase } from './period';
import { comparisonSchema, periodSchema } from './period.schemas';
import type { TargetsRow } from './targets.schemas';

/** POST /api/qps/query/getResult?hint={key}: the hint is for logs; when present it must equal the key. */
export const getResultQuerySchema = z.strictObject({ hint: z.string().max(100).optional() });

/** The body: key, culture, and the key's own parameters (checked per key, unknown ones rejected). */
export const getResultBodySchema = z.looseObject({
  key: z.string().min(1).max(100),
  culture: cultureNameSchema.optional(),
});

/** Every answer; data/texts/options/additionalOptions are JSON TEXT (spec section 3). */
export interface QueryResult {
  hasError: boolean;
  errorText: string | null;
  /** JSON text of a list of rows. */
  data: string;
  /** JSON text of an object of display labels in the request's culture. */
  texts: string;
  /** JSON text of an object. */
  options: string;
  /** JSON text of an array of objects (the portal flattens it into one object). */
  additionalOptions: string;
}

/** Facility-scoped keys take the filter or a facility-set handle (see facility-set.schemas). */
const selection = facilitySelectionShape;
const selected = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...selection, ...shape }).refine(oneSelection, ONE_SELECTION_MESSAGE);
/** The spec's id-list form of General/AppToggles: at most this many ids (more: 400). */
export const MAX_ID_LIST = 200_000;
const facilityParams = z.strictObject({ facilityId: idSchema });
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
/** A period and what it is compared with (default: the previous period). */
const periodParams = { period: periodSchema, compareTo: comparisonSchema.optional() };
/** Yearly Performance and a facility's history: only assessments dated in the period (default: every one). */
const inPeriod = { period: periodSchema.optional() };

const pivotDimensionSchema = z.enum(PIVOT_DIMENSIONS, {
  error: () => `must be one of ${PIVOT_DIMENSIONS.join(', ')}`,
});

/** Parameters of each query key (besides key and culture). */
export const QUERY_PARAMS = {
  // The spec's form (filteredFacilities: ids) stays accepted; the portal sends the filter or a handle.
  'General/AppToggles': z
    .strictObject({ ...selection, filteredFacilities: z.array(idSchema).max(MAX_ID_LIST).optional() })
    .refine(
      (value) =>
        [value.filter, value.facilitySet, value.filteredFacilities].filter((x) => x !== undefined).length <=
        1,
      'Send one of filteredFacilities, filter or facilitySet.',
    ),
  'General/SyncProgress': z.strictObject({}),
  'General/FacilityCategories': z.strictObject({}),
  'General/Targets': z.strictObject({}),
  'General/ServiceElements': z.strictObject({}),
  'Home/Summary': selected({}),
  'Home/RecentAssessments': selected({ limit: z.int().min(1).max(100).optional() }),
  'Home/PeriodAssessments': selected(periodParams),
  'Home/AssessmentYears': selected({}),
  'Facility/Details': facilityParams,
  'Facility/ServiceElementScores': facilityParams,
  'Facility/AssessmentHistory': z.strictObject({ facilityId: idSchema, ...inPeriod }),
  'Facility/HistoryReferences': z.strictObject({ facilityId: idSchema, ...inPeriod }),
  'Facility/Activities': facilityParams,
  'MomCare/Indicators': z.strictObject({
    facilityId: idSchema,
    from: monthSchema.optional(),
    to: monthSchema.optional(),
  }),
  'MomCare/PeriodTotals': z.strictObject({ facilityId: idSchema, ...periodParams }),
  'Benchmarking/Peers': selected({
    facilityId: idSchema,
    peerGroup: z.enum(['level', 'category', 'region', 'network']).optional(),
  }),
  'BenchmarkingV2/Comparison': selected({ facilityIds: z.array(idSchema).min(1).max(8) }),
  'Network/Aggregates': selected({ groupBy: z.enum(['country', 'region', 'district']) }),
  'YearlyPerformance/Overall': selected(inPeriod),
  'YearlyPerformance/ServiceElements': selected(inPeriod),
  'YearlyPerformance/References': selected(inPeriod),
  'YearlyPerformance/PeriodAssessments': selected(periodParams),
  'YearlyPerformance/PeriodElements': selected(periodParams),
  'FacilityNumbers/Counts': selected({}),
  'FacilityNumbers/Pivot': z
    .strictObject({ ...selection, rows: pivotDimensionSchema, columns: pivotDimensionSchema })
    .refine(oneSelection, ONE_SELECTION_MESSAGE)
    .refine((value) => value.rows !== value.columns, {
      message: 'rows and columns must be different dimensions',
      path: ['columns'],
    }),
} as const;

export { PIVOT_DIMENSIONS, type PivotDimension } from './pivot-dimensions';

export type QueryKey = keyof typeof QUERY_PARAMS;
export type QueryParams<K extends QueryKey> = z.infer<(typeof QUERY_PARAMS)[K]>;

/** Level mix: count of facilities per awarded level; `none` = uncertified. */
export interface LevelMix {
  level1: number;
  level2: number;
  level3: number;
  level4: number;
  level5: number;
  none: number;
}

export interface HomeSummaryRow extends LevelMix {
  facilityCount: number;
  activeCount: number;
  inactiveCount: number;
  /** Share (0-1) of the facilities at each level; levelShares[0] is level 1. */
  levelShares: number[];
  averageLatestScore: number | null;
  latestYear: number | null;
  averageScoreLatestYear: number | null;
  averageScorePreviousYear: number | null;
  changeSinceLastYear: number | null;
}

export interface RecentAssessmentRow {
  facilityId: number;
  facilityName: string;
  year: number;
  assessedOn: string;
  totalScore: number;
  awardedLevel: number | null;
}

/** Home/AssessmentYears: a year the selection has assessments in (the years its period picker offers). */
export interface AssessmentYearRow {
  year: number;
}

/**
 * Home/PeriodAssessments: the assessments dated in a period (one row) and in its comparison period
 * (another), with their level mix (`none`: assessments that awarded no level).
 */
export interface PeriodAssessmentsRow extends PeriodRowBase, LevelMix {
  assessedCount: number;
  /** Mean total score of those assessments, null without any. */
  averageScore: number | null;
  /** Assessments that awarded a level (1-5). */
  certifiedCount: number;
  /** certifiedCount / assessedCount (0-1), null without assessments. */
  certifiedShare: number | null;
}

export interface FacilityDetailsRow {
  id: number;
  code: string;
  name: string;
  categoryId: number;
  categoryName: string;
  facilityGroupName: string | null;
  countryName: string;
  regionName: string;
  districtName: string;
  latitude: number;
  longitude: number;
  awardedLevel: number | null;
  certificateId: number | null;
  certificateValidFrom: string | null;
  certificateValidTo: string | null;
  isCertActive: boolean;
  isSelfActive: boolean;
  isEntryActive: boolean;
  isActive: boolean;
  latestScore: number | null;
  latestAssessmentYear: number | null;
}

export interface ServiceElementScoreRow {
  serviceElementId: number;
  serviceElementName: string;
  year: number;
  score: number;
  /** The element's median among the other assessed facilities of the same country. */
  nationalMedian: number | null;
  /** ... of the same region. */
  regionalMedian: number | null;
  /** ... of the same category (the facility's peers). */
  peerMedian: number | null;
}

export interface AssessmentHistoryRow {
  year: number;
  assessedOn: string;
  totalScore: number;
  awardedLevel: number | null;
  /** Scores in service-element order (ids 1-8). */
  scores: number[];
}

export interface ActivityRow {
  id: number;
  title: string;
  activityDate: string;
  fileName: string;
}

export interface MomCareRow {
  month: string;
  firstAncVisits: number;
  anc4Visits: number;
  /** anc4Visits / firstAncVisits (0-1). */
  anc4Coverage: number;
  facilityDeliveries: number;
  caesareanDeliveries: number;
  /** caesareanDeliveries / facilityDeliveries (0-1). */
  caesareanShare: number;
  postnatalVisits: number;
  referrals: number;
}

/** MomCare/PeriodTotals: a facility's months whose first day lies in a period, summed (one row per period). */
export interface MomCarePeriodTotalsRow extends PeriodRowBase {
  monthsReported: number;
  firstAncVisits: number;
  anc4Visits: number;
  /** anc4Visits / firstAncVisits over the period (0-1), null without first visits. */
  anc4Coverage: number | null;
  facilityDeliveries: number;
  /** caesarean / facility deliveries over the period (0-1), null without deliveries. */
  caesareanShare: number | null;
  postnatalVisits: number;
  referrals: number;
}

export interface BenchmarkPeerRow {
  serviceElementId: number;
  serviceElementName: string;
  score: number | null;
  peerCount: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  /** Share (0-100) of peers scoring below the facility. */
  percentile: number | null;
  /** 1 = best among peers. */
  rank: number | null;
  /** The element's median among the other facilities of the filtered network in the same country. */
  nationalMedian: number | null;
  /** ... in the same region. */
  regionalMedian: number | null;
  /** ... of the same category (the facility's peers). */
  peerMedian: number | null;
}

export interface BenchmarkComparisonRow {
  facilityId: number;
  facilityName: string;
  serviceElementId: number;
  serviceElementName: string;
  score: number | null;
  /** Median of the filtered network's latest scores for this element. */
  peerMedian: number | null;
  /** Facilities of the filtered network scoring this element in the heat band of `score` (null: no score). */
  bandCount: number | null;
  /** Facilities of the filtered network with a score in this element (the ones behind peerMedian). */
  scoredCount: number;
}

export interface NetworkAggregateRow extends LevelMix {
  id: number;
  name: string;
  facilityCount: number;
  activeCount: number;
  averageScore: number | null;
}

export interface YearlyOverallRow extends LevelMix {
  year: number;
  assessedCount: number;
  averageScore: number;
}

/** Per year, the median total score of the selection's countries, regions and categories. */
export interface YearlyReferenceRow {
  year: number;
  nationalMedian: number | null;
  regionalMedian: number | null;
  peerMedian: number | null;
}

/** YearlyPerformance/PeriodElements: a service element's average score in a period (one row per element and role). */
export interface PeriodElementRow extends PeriodRowBase {
  serviceElementId: number;
  serviceElementName: string;
  /** Mean of the element's scores over the assessments dated in the period, null without any. */
  averageScore: number | null;
}

export interface YearlyServiceElementRow {
  year: number;
  serviceElementId: number;
  serviceElementName: string;
  averageScore: number;
}

/**
 * One cell of FacilityNumbers/Pivot: the facilities of one row value and one column value. A null
 * rowKey is the column's total (every row), a null columnKey the row's total; both null is the
 * grand total. Keys are ids as text, a level `1`-`5`, a year, `active`/`inactive`, or `none`
 * (uncertified, no facility group, never assessed). Cells counting no facility are left out.
 */
export interface FacilityPivotCell {
  rowKey: string | null;
  rowLabel: string | null;
  columnKey: string | null;
  columnLabel: string | null;
  count: number;
  /** count / the row's total (0-1, 4 decimals); the grand total's row is every row. */
  rowShare: number;
  /** count / the column's total (0-1, 4 decimals). */
  columnShare: number;
  /** Mean latest score of the cell's scored facilities (each once, one decimal); null when none is scored. */
  averageScore: number | null;
}

export interface FacilityNumbersRow {
  dimension: 'category' | 'level' | 'region' | 'activeState';
  key: string;
  label: string;
  count: number;
}

/** A facility category the filter panel offers (the spec lists no call of its own for them). */

/** A service element of General/ServiceElements, in the order of every scores array. */
export interface ServiceElementRow {
  id: number;
  name: string;
}

export interface FacilityCategoryRow {
  id: number;
  name: string;
}

export interface SyncProgressRow {
  run_start_timestamp: string | null;
  run_end_timestamp: string | null;
}

/** The toggles that hide a page (the maps and extended KPIs are parts of pages). */
export type PageToggle = 'showNetworkTab' | 'showFacilityNumbersTab' | 'showYearlyPerformanceTab';

/**
 * General/AppToggles: the toggles, and (`filterHides`) the page toggles the environment switches
 * on that the listed facilities turn off (none selected; one year of assessments only).
 */
export interface AppTogglesRow extends AppToggles {
  filterHides?: PageToggle[];
}

/** Row type of each key's `data` list. */
export interface QueryRowTypes {
  'General/AppToggles': AppTogglesRow;
  'General/SyncProgress': SyncProgressRow;
  'General/FacilityCategories': FacilityCategoryRow;
  'General/Targets': TargetsRow;
  'General/ServiceElements': ServiceElementRow;
  'Home/Summary': HomeSummaryRow;
  'Home/RecentAssessments': RecentAssessmentRow;
  'Home/PeriodAssessments': PeriodAssessmentsRow;
  'Home/AssessmentYears': AssessmentYearRow;
  'Facility/Details': FacilityDetailsRow;
  'Facility/ServiceElementScores': ServiceElementScoreRow;
  'Facility/AssessmentHistory': AssessmentHistoryRow;
  'Facility/HistoryReferences': YearlyReferenceRow;
  'Facility/Activities': ActivityRow;
  'MomCare/Indicators': MomCareRow;
  'MomCare/PeriodTotals': MomCarePeriodTotalsRow;
  'Benchmarking/Peers': BenchmarkPeerRow;
  'BenchmarkingV2/Comparison': BenchmarkComparisonRow;
  'Network/Aggregates': NetworkAggregateRow;
  'YearlyPerformance/Overall': YearlyOverallRow;
  'YearlyPerformance/ServiceElements': YearlyServiceElementRow;
  'YearlyPerformance/References': YearlyReferenceRow;
  'YearlyPerformance/PeriodAssessments': PeriodAssessmentsRow;
  'YearlyPerformance/PeriodElements': PeriodElementRow;
  'FacilityNumbers/Counts': FacilityNumbersRow;
  'FacilityNumbers/Pivot': FacilityPivotCell;
}
