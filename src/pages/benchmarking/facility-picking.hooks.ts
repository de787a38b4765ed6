import { useSelector } from '@xstate/react';
import type { Facility } from '../../../machines/shared/domain.types';
import { selectIsSyncing } from '../../../machines/sync';
import { useAppChild } from '../../app/app-actor.context';
import { useFilteredFacilities } from '../../components/page-kit/page-data.hooks';

export type FacilityChoicesStatus = 'loading' | 'empty' | 'success';

/**
 * The filtered facilities to pick from, and whether there are any yet: while a sync runs with no
 * list so far the pickers show a skeleton, not an empty state.
 */
export function useFacilityChoices(): { facilities: Facility[]; status: FacilityChoicesStatus } {
  const sync = useAppChild('sync');
  const syncing = useSelector(sync, (s) => (s ? selectIsSyncing(s) : true));
  const facilities = useFilteredFacilities();
  const status = facilities.length > 0 ? 'success' : syncing ? 'loading' : 'empty';
  return { facilities, status };
}
