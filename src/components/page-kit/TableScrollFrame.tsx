import { type ReactNode, useRef } from 'react';
import { useScrollEdges } from './scroll-edges';
import classes from './table-scroll-frame.module.css';

/**
 * A wide table scrolls inside its card, never the page (WCAG 1.4.10 reflow): the first
 * column stays put, and a shadow on either side shows that more columns are hidden there.
 */
export function TableScrollFrame({ children }: { children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div
      className={classes.frame}
      data-hidden-before={edges.hiddenBefore || undefined}
      data-hidden-after={edges.hiddenAfter || undefined}
    >
      <div ref={scroller} className={classes.scroller}>
        {children}
      </div>
    </div>
  );
}
