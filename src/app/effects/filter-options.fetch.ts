import type { FilterOptionSource } from '../../../machines/filter-options';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import type { QpsClient, WireFacilityFilter } from '../../services/api';

/** The getResult query that lists facility categories (the spec lists no call of its own for them). */
export const FACILITY_CATEGORIES_QUERY = 'General/FacilityCategories';

type FilterOptionsClient = Pick<
  QpsClient,
  | 'getCountryOptions'
  | 'getRegionOptions'
  | 'getDistrictOptions'
  | 'getContractOptions'
  | 'getFacilityGroups'
  | 'getSurveys'
  | 'getResultRows'
>;

const asResult = (data: unknown): PageDataResult => ({ data, texts: {}, options: {} });

/**
 * The filterOptions logic's fetch: params are the narrowing filter (regions get the selected
 * countries, districts the selected countries and regions; the others get no narrowing).
 */
export function createFilterOptionsFetch(qps: FilterOptionsClient) {
  return async ({ key, params }: FetchPageDataInput, signal?: AbortSignal): Promise<PageDataResult> => {
    const filter = (params.filter ?? {}) as WireFacilityFilter;
    const options = { signal };
    switch (key as FilterOptionSource) {
      case 'countries':
        return asResult(await qps.getCountryOptions(filter, options));
      case 'regions':
        return asResult(await qps.getRegionOptions(filter, options));
      case 'districts':
        return asResult(await qps.getDistrictOptions(filter, options));
      case 'contracts':
        return asResult(await qps.getContractOptions(filter, options));
      case 'facilityGroups':
        return asResult(await qps.getFacilityGroups(options));
      case 'surveys':
        return asResult(await qps.getSurveys(options));
      case 'categories':
        return asResult((await qps.getResultRows(FACILITY_CATEGORIES_QUERY, {}, options)).data);
      default:
        throw new Error(`Unknown filter option source: ${key}`);
    }
  };
}
