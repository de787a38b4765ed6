import { z } from 'zod';
import type { ApiErrorBody } from '../../contract/common.schemas.js';
import type {
  CountryOption,
  DistrictOption,
  FacilityGroupOption,
  PublicFacility,
  PublicFacilityDetails,
  RegionOption,
  SurveyAnswers,
  SurveyOption,
} from '../../contract/facility.schemas.js';
import type { FacilityListPage, ListedFacility, Page } from '../../contract/facility-list.schemas.js';
import type { FacilityMapAnswer } from '../../contract/facility-map.schemas.js';
import type { FacilitySet } from '../../contract/facility-set.schemas.js';
import type { MapAreasAnswer, PlacesAnswer } from '../../contract/map-areas.schemas.js';
import type { QueryResult } from '../../contract/query.schemas.js';
import type { SavedView } from '../../contract/saved-view.schemas.js';
import type { TenantConfiguration } from '../../contract/session.schemas.js';
import type { ContractData, Environment, Facility, LanguageOption } from '../../contract/domain.types.js';

/**
 * The answers' shapes, for the OpenAPI document. The contract gives the portal TypeScript types;
 * each schema here `satisfies` its type, so the two cannot drift apart without a type error. They
 * stay on the server: the portal's bundle needs the types only.
 */

const id = z.int();
const counted = { id, name: z.string(), facilityCount: z.int() };

export const errorAnswer = z.object({
  error: z.object({ message: z.string() }),
}) satisfies z.ZodType<ApiErrorBody>;

const environmentAnswer = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  environmentSettings: z.object({
    primaryColor: z.string(),
    qesLogo: z.string(),
    qesFavicon: z.string().optional(),
  }),
}) satisfies z.ZodType<Environment>;
export const environment = environmentAnswer;
export const environments = z.array(environmentAnswer);

const language = z.object({ cultureName: z.string() }) satisfies z.ZodType<LanguageOption>;
export const languages = z.array(language);
export const permissions = z.array(z.object({ name: z.string() }));
export const userSettings = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const tenantConfiguration = z.object({
  tenantId: z.string(),
  name: z.string(),
  tenantEnvironment: environmentAnswer,
  languages: z.array(language),
  defaultCulture: z.string(),
}) satisfies z.ZodType<TenantConfiguration>;

export const facilities = z.array(
  z.object({
    id,
    name: z.string(),
    categoryId: id,
    facilityGroupId: id.nullable(),
    awardedLevel: z.int().nullable(),
    location: z.object({
      countryId: id,
      regionId: id,
      districtId: id,
      latitude: z.number(),
      longitude: z.number(),
    }),
    isCertActive: z.boolean(),
    isSelfActive: z.boolean(),
    isEntryActive: z.boolean(),
  }) satisfies z.ZodType<Facility>,
);

export const countries = z.array(
  z.object({ ...counted, isoCode: z.string() }) satisfies z.ZodType<CountryOption>,
);
export const regions = z.array(z.object({ ...counted, countryId: id }) satisfies z.ZodType<RegionOption>);
export const districts = z.array(z.object({ ...counted, regionId: id }) satisfies z.ZodType<DistrictOption>);
export const facilityGroups = z.array(z.object(counted) satisfies z.ZodType<FacilityGroupOption>);

export const contractData = z.object({
  contracts: z.array(
    z.object({
      ...counted,
      organizations: z.array(z.object({ roleId: id, organizationId: id })),
    }),
  ),
  organizations: z.array(z.object({ id, name: z.string() })),
  roles: z.array(z.object({ id, name: z.string() })),
  uncontractedFacilityCount: z.int(),
}) satisfies z.ZodType<ContractData>;

export const surveys = z.array(
  z.object({
    id,
    name: z.string(),
    year: z.int(),
    questionCount: z.int(),
    respondentCount: z.int(),
  }) satisfies z.ZodType<SurveyOption>,
);

export const surveyAnswers = z.object({
  surveyId: id,
  name: z.string(),
  respondentCount: z.int(),
  questions: z.array(
    z.object({
      id,
      text: z.string(),
      answers: z.array(z.object({ answer: z.string(), count: z.int() })),
    }),
  ),
}) satisfies z.ZodType<SurveyAnswers>;

export const facilitySet = z.object({ handle: z.string(), count: z.int() }) satisfies z.ZodType<FacilitySet>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.int(), offset: z.int(), limit: z.int(), items: z.array(item) });

export const facilityPage = pageOf(
  z.object({
    id,
    code: z.string(),
    name: z.string(),
    categoryId: id,
    awardedLevel: z.int().nullable(),
    latestScore: z.number().nullable(),
    countryId: id,
    regionId: id,
    districtId: id,
    countryName: z.string(),
    regionName: z.string(),
    districtName: z.string(),
    isActive: z.boolean(),
    assessedScore: z.number().nullable().optional(),
  }) satisfies z.ZodType<ListedFacility>,
).extend({ assessedMean: z.number().nullable().optional() }) satisfies z.ZodType<FacilityListPage>;

const levelCounts = z.tuple([z.int(), z.int(), z.int(), z.int(), z.int(), z.int()]);

export const facilityMap = z.object({
  zoom: z.int(),
  cellDegrees: z.number(),
  total: z.int(),
  extent: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }).nullable(),
  clusters: z.array(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      count: z.int(),
      levelCounts,
      active: z.int(),
    }),
  ),
  points: z.array(
    z.object({
      id,
      name: z.string(),
      score: z.number().nullable(),
      latitude: z.number(),
      longitude: z.number(),
      awardedLevel: z.int().nullable(),
      isActive: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<FacilityMapAnswer>;

const areaValue = z.object({
  id,
  facilities: z.int(),
  active: z.int(),
  averageScore: z.number().nullable(),
  levelCounts,
});
export const mapAreas = z.object({
  regions: z.array(areaValue),
  districts: z.array(areaValue),
}) satisfies z.ZodType<MapAreasAnswer>;

export const places = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({
        key: z.string(),
        kind: z.enum(['region', 'district']),
        id,
        name: z.string(),
        countryId: id,
        regionId: id.nullable(),
      }),
      geometry: z.object({
        type: z.literal('Polygon'),
        coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
      }),
    }),
  ),
}) satisfies z.ZodType<PlacesAnswer>;

export const queryResult = z.object({
  hasError: z.boolean(),
  errorText: z.string().nullable(),
  data: z.string().describe('JSON text of a list of rows'),
  texts: z.string().describe('JSON text of an object of display labels'),
  options: z.string().describe('JSON text of an object'),
  additionalOptions: z.string().describe('JSON text of an array of objects'),
}) satisfies z.ZodType<QueryResult>;

const publicFacilityShape = {
  id,
  name: z.string(),
  code: z.string(),
  districtName: z.string(),
  categoryName: z.string(),
  awardedLevel: z.int(),
  certificateId: id,
  countryName: z.string(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
};
export const publicFacilityPage = pageOf(
  z.object(publicFacilityShape) satisfies z.ZodType<PublicFacility>,
) satisfies z.ZodType<Page<PublicFacility>>;
export const publicFacilityDetails = z.object({
  ...publicFacilityShape,
  certificateValidFrom: z.string(),
  certificateValidTo: z.string(),
  isCertActive: z.boolean(),
  latestScore: z.number().nullable(),
  latestAssessmentYear: z.int().nullable(),
}) satisfies z.ZodType<PublicFacilityDetails>;

const savedViewAnswer = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  isStartPage: z.boolean(),
  ownedByYou: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SavedView>;
export const savedView = savedViewAnswer;
export const savedViews = z.array(savedViewAnswer);
