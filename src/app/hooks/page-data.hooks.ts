import type { PageDataParams } from '../../../machines/page-data';
import type { FacilityDataKey } from '../effects/facility-data.fetch';
import { useEnvironmentView } from './environment.hooks';
import { useLanguageView } from './language.hooks';
import { useRemoteData } from './remote-data.hooks';

/**
 * A page's getResult query as state: { status: loading | success | empty | failure, result,
 * errorMessage, retry }. The calling component's own page-data child of the app actor; reloads
 * when the params, the language or the environment change. Page components stay free of fetching logic.
 */
export function usePageData(key: string, params: PageDataParams = {}) {
  const { cultureName } = useLanguageView();
  const { selectedId } = useEnvironmentView();
  return useRemoteData('pageData', key, params, [cultureName, selectedId]);
}

/** Server-side facility data (a page of the list, a map) as state; reloads when the params or the environment change. */
export function useFacilityData(key: FacilityDataKey, params: PageDataParams) {
  const { selectedId } = useEnvironmentView();
  return useRemoteData('facilityData', key, params, [selectedId]);
}
