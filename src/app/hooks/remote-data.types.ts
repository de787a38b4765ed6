import type { FacilityListRequest } from '../../../contract/facility-list.schemas';
import type { MapAreasRequest } from '../../../contract/map-areas.schemas';
import type { QueryKey, QueryParams, QueryRowTypes } from '../../../contract/query.schemas';
import type { WireFilter } from '../../../machines/filter';
import type { FilterOptionSource } from '../../../machines/filter-options';
import type { PageDataParams } from '../../../machines/page-data';
import type { FittedMap } from '../../components/page-kit/map/map-view';
import type { QpsClient } from '../../services/api';
import type { FacilitySurveyAnswers } from '../effects/facility-calls.fetch';
import type { FacilityMapParams } from '../effects/facility-data.fetch';
import type { PublicFacilityParams } from '../effects/public-data.fetch';

type Answer<Call extends keyof QpsClient> = Awaited<ReturnType<QpsClient[Call]>>;

/** One kind of remote data: what a component sends for it, and what its answer holds. */
interface Remote<Params, Data, Options = Record<string, unknown>> {
  params: Params;
  data: Data;
  options: Options;
}

/**
 * What each kind of remote data (machines/app/app.page-data.ts) asks with and answers, per key:
 * the getResult queries as the contract types them, the other calls as the API client answers them.
 * A component names its data by kind and key and gets these types back.
 */
export interface RemoteDataTypes {
  pageData: { [K in QueryKey]: Remote<QueryParams<K>, QueryRowTypes[K][]> };
  facilityData: {
    facilityList: Remote<FacilityListRequest, Answer<'listFacilities'>>;
    facilityMap: Remote<FacilityMapParams, FittedMap>;
    mapAreas: Remote<MapAreasRequest, Answer<'getMapAreas'>>;
    mapPlaces: Remote<Record<string, never>, Answer<'getMapPlaces'>>;
  };
  publicData: {
    publicFacilities: Remote<PublicFacilityParams, Answer<'getPublicFacilities'>, { unknownTenant?: true }>;
    publicFacility: Remote<
      PublicFacilityParams & { facilityId: number },
      Answer<'getPublicFacility'>,
      { thumbnailUrl: string | null }
    >;
  };
  filterOptionData: {
    [S in FilterOptionSource]: Remote<{ filter?: Partial<WireFilter> }, FilterOptionAnswers[S]>;
  };
  facilityCalls: {
    thumbnail: Remote<{ facilityId: number }, string[]>;
    surveyAnswers: Remote<{ facilityId: number }, FacilitySurveyAnswers[]>;
  };
}

interface FilterOptionAnswers {
  countries: Answer<'getCountryOptions'>;
  regions: Answer<'getRegionOptions'>;
  districts: Answer<'getDistrictOptions'>;
  contracts: Answer<'getContractOptions'>;
  facilityGroups: Answer<'getFacilityGroups'>;
  surveys: Answer<'getSurveys'>;
  categories: QueryRowTypes['General/FacilityCategories'][];
}

export type RemoteLogic = keyof RemoteDataTypes;
export type RemoteKey<L extends RemoteLogic> = keyof RemoteDataTypes[L] & string;
type Entry<L extends RemoteLogic, K extends RemoteKey<L>> =
  RemoteDataTypes[L][K] extends Remote<infer Params, infer Data, infer Options>
    ? { params: Params; data: Data; options: Options }
    : never;
export type RemoteParams<L extends RemoteLogic, K extends RemoteKey<L>> = Entry<L, K>['params'] &
  PageDataParams;
/** The answer a component gets: the data, the texts and the options of its kind and key. */
export interface RemoteAnswer<L extends RemoteLogic, K extends RemoteKey<L>> {
  data: Entry<L, K>['data'];
  texts: Record<string, unknown>;
  options: Entry<L, K>['options'];
}
