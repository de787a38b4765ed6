import { z } from 'zod';
import { idSchema, idTextSchema, tenantQuerySchema } from './common.schemas';
import { wireFilterSchema } from './filter.schemas';

// Facility, ContractData and the other shared shapes live in contract/domain.types.ts.

/** POST /api/qps/facility/country: countries with facilities matching the filter (country choice ignored). */
export interface CountryOption {
  id: number;
  name: string;
  isoCode: string;
  facilityCount: number;
}
/** POST /api/qps/facility/region (region choice ignored when narrowing). */
export interface RegionOption {
  id: number;
  name: string;
  countryId: number;
  facilityCount: number;
}
/** POST /api/qps/facility/district (district choice ignored when narrowing). */
export interface DistrictOption {
  id: number;
  name: string;
  regionId: number;
  facilityCount: number;
}
/** GET /api/qps/facility/facilityGroup. */
export interface FacilityGroupOption {
  id: number;
  name: string;
  facilityCount: number;
}
/** GET /api/qps/facility/surveys. */
export interface SurveyOption {
  id: number;
  name: string;
  year: number;
  questionCount: number;
  respondentCount: number;
}

/** POST /api/qps/survey/answers: one survey's answers over the filtered facilities, or over one facility. */
export const surveyAnswersRequestSchema = z.strictObject({
  surveyId: idSchema,
  facilityId: idSchema.optional(),
  filter: wireFilterSchema.optional(),
});
export type SurveyAnswersRequest = z.infer<typeof surveyAnswersRequestSchema>;

export interface SurveyAnswers {
  surveyId: number;
  name: string;
  respondentCount: number;
  questions: { id: number; text: string; answers: { answer: string; count: number }[] }[];
}

export const facilityIdParamsSchema = z.strictObject({ id: idTextSchema });

/** GET /api/qps/public/facilities?tenantId */
export const publicFacilitiesQuerySchema = tenantQuerySchema;
/** GET /api/qps/public/facilities/{id}?certificateId&tenantId */
export const publicFacilityQuerySchema = tenantQuerySchema.extend({ certificateId: idTextSchema.optional() });

/** A certified facility as shown on the public page (only facilities with an active certificate). */
export interface PublicFacility {
  id: number;
  name: string;
  /** The facility's code: with the district, it tells apart two facilities of the same name. */
  code: string;
  districtName: string;
  categoryName: string;
  awardedLevel: number;
  certificateId: number;
  countryName: string;
  regionName: string;
  latitude: number;
  longitude: number;
}

export interface PublicFacilityDetails extends PublicFacility {
  certificateValidFrom: string;
  certificateValidTo: string;
  isCertActive: boolean;
  latestScore: number | null;
  latestAssessmentYear: number | null;
}
