import { z } from 'zod';
import type { FilterType } from './domain.types';
import { idSchema } from './common.schemas';
import { isDayRange } from './period';

export const FILTER_TYPES = [
  'ByLevel',
  'ActiveFacilities',
  'InactiveFacilities',
  'UncertifiedFacilities',
  'ByServiceElementScore',
] as const satisfies readonly FilterType[];

const MAX_IDS = 200_000;
const ids = z.array(idSchema).max(MAX_IDS).optional();
/** Facility groups, where 0 keeps the facilities of no group (a pivot's "No facility group" row). */
const facilityGroupIds = z.array(z.int().min(0).max(2_147_483_647)).max(MAX_IDS).optional();
/** Contracts and groups are chosen by hand from a list of an environment's contracts. */
export const MAX_CONTRACT_CHOICES = 1_000;
/** Years of a latest assessment to keep; 0 keeps the facilities never assessed. */
const MAX_LATEST_YEARS = 200;

/** A contract group: the contracts having an organization in this role. */
export const contractGroupSchema = z.strictObject({ roleId: idSchema, organizationId: idSchema });

/**
 * Drill-down from a chart: one filter type with its argument (`{}` or absent = no drill-down). The reference server applies it on
 * top of the other filter values (ByLevel needs `level`, 0 = uncertified; ByServiceElementScore
 * needs `serviceElementId` and a `minScore`/`maxScore` range on the latest assessment).
 */
export const intakeFiltersSchema = z.strictObject({
  filterType: z.enum(FILTER_TYPES).optional(),
  level: z.int().min(0).max(5).optional(),
  serviceElementId: idSchema.optional(),
  minScore: z.number().min(0).max(100).optional(),
  maxScore: z.number().min(0).max(100).optional(),
});

/**
 * The facility filter as sent (spec section 3): `_` keys removed. Every list is optional; a missing
 * or empty list does not narrow. awardedLevels: 1-5, and 0 selects uncertified facilities;
 * facilityGroupIds: 0 selects the facilities of no facility group.
 * activeStates: [true] = active only, [false] = inactive only, [] or [true, false] = both.
 * The contract selection travels as chosen and the server resolves it (spec section 5):
 * contractIds (null = facilities of no contract) and contractGroups, at most 1,000 each.
 * contractFacilityIds, the facility ids a selection resolved to in the browser, is still accepted
 * for other clients (an empty list keeps none). latestYears (a Facility Numbers pivot cell's
 * list) keeps the facilities whose latest assessment was in one of these years, 0 = never assessed;
 * the filter panel offers no year. assessedIn (a Yearly Performance figure's list) keeps the
 * facilities with an assessment in that year, at that assessment's level when given (0 = uncertified);
 * assessedBetween (the list behind a figure of a period) the facilities with
 * an assessment dated from `from` to `to` (both included), at that assessment's level when given.
 * Unknown keys are rejected.
 */
export const assessedInSchema = z.strictObject({
  year: z.int().min(1000).max(9999),
  level: z.int().min(0).max(5).optional(),
});

/** Days as in a period's custom range: real YYYY-MM-DD days, start first, at most ten years. */
export const assessedBetweenSchema = z
  .strictObject({
    from: z.string().max(10),
    to: z.string().max(10),
    level: z.int().min(0).max(5).optional(),
  })
  .refine(({ from, to }) => isDayRange(from, to), {
    message: 'must be two days YYYY-MM-DD, from on or before to, at most ten years apart',
  });

export const wireFilterSchema = z.strictObject({
  countryIds: ids,
  regionIds: ids,
  districtIds: ids,
  awardedLevels: z.array(z.int().min(0).max(5)).max(6).optional(),
  facilityCategoryIds: ids,
  activeStates: z.array(z.boolean()).max(2).optional(),
  facilityGroupIds,
  surveyIds: ids,
  intakeFilters: intakeFiltersSchema.nullish(),
  contractIds: z.array(idSchema.nullable()).max(MAX_CONTRACT_CHOICES).optional(),
  contractGroups: z.array(contractGroupSchema).max(MAX_CONTRACT_CHOICES).optional(),
  contractFacilityIds: ids,
  latestYears: z.array(z.int().min(0).max(9999)).max(MAX_LATEST_YEARS).optional(),
  assessedIn: assessedInSchema.optional(),
  assessedBetween: assessedBetweenSchema.optional(),
});

export type WireFilter = z.infer<typeof wireFilterSchema>;
