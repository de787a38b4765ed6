import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAppActor } from '../../../app/app-actor.context';
import type { TileSource } from './map-style';

/** The runtime configuration's tile server, if it names one (maps use bundled outlines otherwise). */
export function useMapTiles(): TileSource | null {
  const actor = useAppActor();
  const url = useSelector(actor, (snapshot) => snapshot.context.config?.mapTileUrl ?? null);
  const attribution = useSelector(actor, (snapshot) => snapshot.context.config?.mapTileAttribution ?? '');
  return useMemo(() => (url ? { url, attribution } : null), [url, attribution]);
}
