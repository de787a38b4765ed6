import { startTransition, useCallback, useMemo, useState } from 'react';
import type { WireFilter } from '../../../../machines/filter';
import { serverViewFor } from './map-camera';
import { type BoundingBox, type MapView, selectionKey } from './map-view';

interface Camera {
  /** The selection the camera was moved over: a new filter starts from its fitted view again. */
  selection: string;
  zoom: number;
  visible: BoundingBox;
}

/**
 * The camera as the map last reported it, and the server view it asks for. Until the first report
 * for the current selection there is no view: the map data then fits the whole selection.
 */
export function useMapCamera(filter: WireFilter | undefined) {
  const selection = selectionKey(filter);
  const [camera, setCamera] = useState<Camera | null>(null);
  const current = camera?.selection === selection ? camera : null;
  const onCamera = useCallback(
    ({ zoom, visible }: { zoom: number; visible: BoundingBox }) =>
      // a transition: the card's render after a move (list, legends, the next question) yields to
      // the map's frames instead of running as one long task
      startTransition(() =>
        setCamera((previous) => {
          const next = { selection, zoom, visible };
          // same view as before: keep the object, so nothing reloads
          return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
        }),
      ),
    [selection],
  );
  const wantedKey = JSON.stringify(current ? serverViewFor(current.zoom, current.visible) : null);
  // one object per distinct server view, so a camera that asks the same question reloads nothing
  const view = useMemo(() => (JSON.parse(wantedKey) as MapView | null) ?? undefined, [wantedKey]);
  return {
    selection,
    camera: current,
    view,
    onCamera,
  };
}
