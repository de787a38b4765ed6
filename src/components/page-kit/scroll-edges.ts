import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the visible part (scrolled away from the start). */
  hiddenBefore: boolean;
  /** Content is hidden after the visible part (more to scroll to). */
  hiddenAfter: boolean;
}

/** Half a pixel of slack: zoomed layouts report fractional scroll positions. */
const SLACK = 1;

/** Which sides of a horizontally scrolling element hide content (either writing direction). */
export function scrollEdgesOf(element: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  // In right-to-left pages scrollLeft runs from 0 to negative values; the distance is what counts.
  const scrolled = Math.abs(element.scrollLeft);
  const hidden = element.scrollWidth - element.clientWidth;
  return { hiddenBefore: scrolled > SLACK, hiddenAfter: hidden - scrolled > SLACK };
}

/** Follows `scrollEdgesOf` as the element scrolls or either it or its content resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ hiddenBefore: false, hiddenAfter: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdgesOf(element);
        const same = next.hiddenBefore === current.hiddenBefore && next.hiddenAfter === current.hiddenAfter;
        return same ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    if (element.firstElementChild) resizes.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [ref]);
  return edges;
}
