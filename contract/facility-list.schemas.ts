import { z } from 'zod';
import { idSchema } from './common.schemas';
import { FACILITY_SORT_COLUMNS } from './facility-sort';
import { facilitySelectionShape, ONE_SELECTION_MESSAGE, oneSelection } from './facility-set.schemas';

/** The largest page any list call answers; bigger `limit`s are a 400. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;
/** Deep paging past this offset is a 400: search or narrow the filter instead. */
export const MAX_PAGE_OFFSET = 10_000_000;

// The sort columns live in a zod-free module, so pages that only build addresses do not load zod.
export { FACILITY_SORT_COLUMNS, type FacilitySortColumn } from './facility-sort';

const pageShape = {
  /**
   * Case-insensitive: every word typed begins a word of the name ("upe hos" finds "Upendo Hospital"),
   * or the whole text begins the code. Word prefixes, not any part of a word: that is what an index serves at 1,000,000 facilities.
   */
  search: z.string().trim().max(100).optional(),
  offset: z.int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/**
 * POST /api/qps/facility/list: one page of the selected facilities, sorted and searched on the
 * server. `ids` asks for those facilities only (a picker showing its chosen ones); unknown or
 * invisible ids are simply absent. Ties in the sort are broken by id, in the sort's direction, so
 * pages never overlap.
 */
export const facilityListRequestSchema = z
  .strictObject({
    ...facilitySelectionShape,
    ...pageShape,
    ids: z.array(idSchema).max(MAX_PAGE_SIZE).optional(),
    sort: z.enum(FACILITY_SORT_COLUMNS).default('name'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(oneSelection, ONE_SELECTION_MESSAGE);
export type FacilityListRequest = z.input<typeof facilityListRequestSchema>;

export interface FacilityListItem {
  id: number;
  code: string;
  name: string;
  categoryId: number;
  awardedLevel: number | null;
  latestScore: number | null;
  countryId: number;
  regionId: number;
  districtId: number;
  countryName: string;
  regionName: string;
  districtName: string;
  /** Any of the certificate, self-assessment or entry flags (spec: a facility is active if any is). */
  isActive: boolean;
}

/** One page of a list; `total` counts every match, not only this page. */
export interface Page<T> {
  total: number;
  offset: number;
  limit: number;
  items: T[];
}

/**
 * POST /api/qps/facility/list's answer. With a filter naming an assessment, `assessedMean` is the mean
 * total score of those assessments over every facility listed (not only this page): the average a
 * figure showed, to check against the list (null when none is scored).
 */
export interface FacilityListPage extends Page<ListedFacility> {
  assessedMean?: number | null;
}

export interface ListedFacility extends FacilityListItem {
  /**
   * Only when the filter names an assessment (`assessedIn`, `assessedBetween`): the total score of
   * the facility's assessment it names (the latest of them, for days over more than one year).
   */
  assessedScore?: number | null;
}

/** POST /api/qps/facility/export: the whole selection as CSV, streamed (the one unbounded answer). */
export const facilityExportRequestSchema = z
  .strictObject({
    ...facilitySelectionShape,
    sort: z.enum(FACILITY_SORT_COLUMNS).default('name'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(oneSelection, ONE_SELECTION_MESSAGE);
/** What an export names: the filter or a facility-set handle, and the order of the rows. */
export type FacilityExportRequest = z.input<typeof facilityExportRequestSchema>;

/**
 * GET /api/qps/public/facilities?tenantId&search&level&offset&limit: the tenant's certified facilities,
 * a page at a time. `search` also finds a place: the whole text begins the name of the facility's
 * district, region or country. `level` (1-5) keeps one certification level.
 */
export const publicFacilityPageQuerySchema = z.strictObject({
  tenantId: z.string().min(1).max(100).optional(),
  search: pageShape.search,
  level: z.coerce.number().int().min(1).max(5).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
