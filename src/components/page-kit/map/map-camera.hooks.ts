import { startTransition, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { WireFilter } from '../../../../machines/filter';
import { type Camera, type FrameSize, serverViewFor } from './map-camera';
import { type BoundingBox, type MapView, selectionKey } from './map-view';

interface ReportedCamera {
  /** The selection the camera was moved over: a new filter starts from its fitted view again. */
  selection: string;
  zoom: number;
  visible: BoundingBox;
  /** The canvas has just fitted the selection's frame: the view the map data was fitted for. */
  fitted: boolean;
}

/**
 * The camera as the map last reported it, and the server view it asks for. Until the user moves
 * the map for the current selection there is no view: the map data then fits the whole selection
 * (worked out for the canvas's size, so the camera that fitted it has nothing new to ask).
 */
export function useMapCamera(filter: WireFilter | undefined) {
  const selection = selectionKey(filter);
  const [camera, setCamera] = useState<ReportedCamera | null>(null);
  const current = camera?.selection === selection ? camera : null;
  const onCamera = useCallback(
    ({ zoom, visible, fitted }: Camera & { fitted: boolean }) =>
      // a transition: the card's render after a move (list, legends, the next question) yields to
      // the map's frames instead of running as one long task
      startTransition(() =>
        setCamera((previous) => {
          const next = { selection, zoom, visible, fitted };
          // same view as before: keep the object, so nothing reloads
          return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
        }),
      ),
    [selection],
  );
  const wantedKey = JSON.stringify(
    current && !current.fitted ? serverViewFor(current.zoom, current.visible) : null,
  );
  // one object per distinct server view, so a camera that asks the same question reloads nothing
  const view = useMemo(() => (JSON.parse(wantedKey) as MapView | null) ?? undefined, [wantedKey]);
  return {
    selection,
    camera: current,
    view,
    onCamera,
  };
}

/**
 * The map frame's size in px, read once it is laid out (the canvas fills it): the fitted view is
 * worked out for it. Read once per frame: after a resize the canvas keeps its camera, and the
 * user's next move asks for what it then shows.
 */
export function useFrameSize(frame: HTMLElement | null): FrameSize | undefined {
  const [size, setSize] = useState<FrameSize>();
  useLayoutEffect(() => {
    if (!frame) return;
    const { clientWidth: width, clientHeight: height } = frame;
    if (width > 0 && height > 0)
      setSize((known) => (known?.width === width && known.height === height ? known : { width, height }));
  }, [frame]);
  return size;
}
