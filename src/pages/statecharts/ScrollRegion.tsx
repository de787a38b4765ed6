import type { ReactNode } from 'react';
import classes from './statecharts.module.css';

/**
 * A scrolling box that keyboard users can reach (tab to it, then scroll with the arrow keys):
 * axe's scrollable-region-focusable. Named, so screen readers say what it holds.
 */
export function ScrollRegion({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section tabIndex={0} aria-label={label} className={classes.scroll} style={{ maxHeight }}>
      {children}
    </section>
  );
}
