import { useSelector } from '@xstate/react';
import { selectIsDatabaseSyncing, selectLastSyncShown } from '../../../machines/sync';
import { DEFAULT_TOGGLES, selectToggles } from '../../../machines/toggles';
import { useAppChild } from '../../app/app-actor.context';

/** The tab toggles that shape Home: which maps show, and whether the extended KPIs do. */
export function useHomeToggles() {
  const toggles = useAppChild('toggles');
  return useSelector(toggles, (snapshot) => (snapshot ? selectToggles(snapshot) : DEFAULT_TOGGLES));
}

/** The last sync Home names (none offline) and whether a database sync run is in progress. */
export function useSyncStatus() {
  const sync = useAppChild('sync');
  return {
    lastSync: useSelector(sync, (snapshot) => (snapshot ? selectLastSyncShown(snapshot) : null)),
    isDatabaseSyncing: useSelector(sync, (snapshot) =>
      snapshot ? selectIsDatabaseSyncing(snapshot) : false,
    ),
  };
}
