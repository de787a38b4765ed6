import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { PAN_STEP, zoomIn, zoomOut } from './zoom';

/**
 * Zoom (buttons, + - 0 keys, Ctrl+wheel is left to the browser) and pan (drag, arrow keys)
 * of a scrolling frame: panning scrolls the frame, so scroll bars and touch keep working.
 */
export function usePanZoom() {
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const frame = event.currentTarget;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    if (event.key in pan) {
      const [left, top] = pan[event.key];
      frame.scrollBy?.({ left, top });
    } else if (event.key === '+' || event.key === '=') setZoom(zoomIn);
    else if (event.key === '-') setZoom(zoomOut);
    else if (event.key === '0') setZoom(1);
    else return;
    event.preventDefault();
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const frame = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: frame.scrollLeft, top: frame.scrollTop };
    frame.setPointerCapture?.(event.pointerId);
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  }, []);

  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  return {
    zoom,
    zoomIn: () => setZoom(zoomIn),
    zoomOut: () => setZoom(zoomOut),
    reset: () => setZoom(1),
    frameHandlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
