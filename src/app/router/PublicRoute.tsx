import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePublicQuery } from '../../../machines/shared/routes';
import { LazyPages } from './lazy-pages';

/** /public's query inputs (tenantId, facilityId, certificateId), converted and handed to the screen. */
export function PublicRoute() {
  const [search] = useSearchParams();
  const query = useMemo(() => parsePublicQuery(search), [search]);
  return <LazyPages.Public query={query} />;
}
