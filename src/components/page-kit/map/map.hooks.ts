import { useSelector } from '@xstate/react';
import { useAppActor } from '../../../app/app-actor.context';

/** The runtime configuration's tile server, if it names one (maps use bundled outlines otherwise). */
export function useMapTileUrl(): string | null {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.config?.mapTileUrl ?? null);
}
