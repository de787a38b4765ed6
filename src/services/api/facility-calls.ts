import type { WireFilter } from '../../../machines/filter/filter.types';
import type { ContractData } from '../../../contract/domain.types';
import type {
  CountryOption,
  DistrictOption,
  FacilityGroupOption,
  PublicFacilityDetails,
  RegionOption,
  SurveyAnswers,
  SurveyAnswersRequest,
  SurveyOption,
} from '../../../contract/facility.schemas';
import { facilityPost } from './facility-post';
import type { CallOptions } from './qps-client.types';
import type { QpsHttp } from './qps-http';

/** What every option list of the filter panel has in common (each contract option type extends it). */
export interface NamedOption {
  id: number;
  name: string;
}

/** Calls about facilities and their filter options, signed-in and public. */
export function createFacilityCalls(http: QpsHttp) {
  const post = facilityPost(http);
  const filterOptions = <T>(path: string) => post<WireFilter, T>(path);

  return {
    /** POST /api/qps/facility/region with the filter. */
    getRegionOptions: filterOptions<RegionOption[]>('region'),
    /** POST /api/qps/facility/country with the filter. */
    getCountryOptions: filterOptions<CountryOption[]>('country'),
    /** POST /api/qps/facility/district with the filter. */
    getDistrictOptions: filterOptions<DistrictOption[]>('district'),
    /** POST /api/qps/facility/contract with the filter: contracts, organizations and roles. */
    getContractOptions: filterOptions<ContractData>('contract'),

    /** GET /api/qps/facility/surveys. */
    getSurveys: (options: CallOptions = {}) =>
      http.json<SurveyOption[]>({
        access: 'signedIn',
        method: 'GET',
        url: '/api/qps/facility/surveys',
        ...options,
      }),

    /** POST /api/qps/survey/answers. */
    getSurveyAnswers: (request: SurveyAnswersRequest, options: CallOptions = {}) =>
      http.json<SurveyAnswers>({
        access: 'signedIn',
        method: 'POST',
        url: '/api/qps/survey/answers',
        data: request,
        ...options,
      }),

    /** GET /api/qps/facility/facilityGroup. */
    getFacilityGroups: (options: CallOptions = {}) =>
      http.json<FacilityGroupOption[]>({
        access: 'signedIn',
        method: 'GET',
        url: '/api/qps/facility/facilityGroup',
        ...options,
      }),

    /** GET /api/qps/facility/{id}/thumbnail (binary). */
    getFacilityThumbnail: (facilityId: number, options: CallOptions = {}) =>
      http.blob({
        access: 'signedIn',
        method: 'GET',
        url: `/api/qps/facility/${facilityId}/thumbnail`,
        ...options,
      }),

    /** GET /api/qps/activity/download/{id} (binary). */
    downloadActivityDocument: (documentId: number, options: CallOptions = {}) =>
      http.blob({
        access: 'signedIn',
        method: 'GET',
        url: `/api/qps/activity/download/${documentId}`,
        ...options,
      }),

    /** GET /api/qps/public/facilities/{id}?certificateId&tenantId (anonymous). */
    getPublicFacility: (
      facilityId: number,
      query: { certificateId?: number; tenantId?: string },
      options: CallOptions = {},
    ) =>
      http.json<PublicFacilityDetails>({
        access: 'anonymous',
        method: 'GET',
        url: `/api/qps/public/facilities/${facilityId}`,
        params: query,
        ...options,
      }),

    /** GET /api/qps/public/facilities/{id}/thumbnail?tenantId (anonymous, binary). */
    getPublicFacilityThumbnail: (
      facilityId: number,
      query: { tenantId?: string },
      options: CallOptions = {},
    ) =>
      http.blob({
        access: 'anonymous',
        method: 'GET',
        url: `/api/qps/public/facilities/${facilityId}/thumbnail`,
        params: query,
        ...options,
      }),
  };
}
