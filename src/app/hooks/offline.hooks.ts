import { useSelector } from '@xstate/react';
import { selectIsOffline, selectOfflineDataFrom } from '../../../machines/sync';
import { useAppChild } from '../app-actor.context';

/** The sync machine's offline state: whether data from the device is shown, and from when. */
export function useOfflineNotice() {
  const sync = useAppChild('sync');
  return {
    offline: useSelector(sync, (snapshot) => (snapshot ? selectIsOffline(snapshot) : false)),
    dataFrom: useSelector(sync, (snapshot) => (snapshot ? selectOfflineDataFrom(snapshot) : null)),
  };
}
