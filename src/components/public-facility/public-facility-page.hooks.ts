import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useRemoteData } from '../../app/hooks/remote-data.hooks';
import { SEARCH_DEBOUNCE_MS } from '../facility-search/facility-search';

export const PUBLIC_PAGE_SIZE = 20;

/**
 * One page of the tenant's certified facilities, searched and paged on the server. A new search
 * goes back to the first page; while a page loads, the one shown stays.
 */
export function usePublicFacilityPage(tenantId: string | undefined) {
  const [search, setSearchText] = useState('');
  const [pausedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageQuery, setPageQuery] = useState({ search: pausedSearch, level });
  // The page number belongs to one search and level: a new one starts at page 1.
  if (pageQuery.search !== pausedSearch || pageQuery.level !== level) {
    setPageQuery({ search: pausedSearch, level });
    setPage(1);
  }
  const params = useMemo(
    () => ({
      tenantId,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
      limit: PUBLIC_PAGE_SIZE,
      ...(pausedSearch && { search: pausedSearch }),
      ...(level !== undefined && { level }),
    }),
    [tenantId, page, pausedSearch, level],
  );
  const remote = useRemoteData('publicData', 'publicFacilities', params);
  const answer = remote.result?.data;
  return {
    status: remote.status,
    retry: remote.retry,
    /** The address names a tenant the server does not know: final, nothing to retry. */
    unknownTenant: remote.result?.options.unknownTenant === true,
    facilities: answer?.items ?? [],
    total: answer?.total ?? 0,
    pageCount: Math.ceil((answer?.total ?? 0) / PUBLIC_PAGE_SIZE),
    page,
    setPage,
    search,
    setSearch: setSearchText,
    /** One certification level (1-5), or undefined for all. */
    level,
    setLevel,
    /** The search the shown answer is for ('' = none). */
    searchedFor: pausedSearch,
  };
}
