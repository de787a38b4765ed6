import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { LazyPages } from './lazy-pages';
import { parseIntegerParam } from './route-inputs';

/** Hands the route's facilityId to the screen as an input; a facilityId that is not a number is Not Found. */
export function FacilityRoute({ page: Page }: { page: ComponentType<{ facilityId: number }> }) {
  const facilityId = parseIntegerParam(useParams().facilityId);
  if (facilityId === undefined) return <LazyPages.NotFound />;
  // A new facility is a new screen: remount so no state of the previous one leaks in.
  return <Page key={facilityId} facilityId={facilityId} />;
}
