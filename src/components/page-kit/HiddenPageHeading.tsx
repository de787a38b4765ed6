import { VisuallyHidden } from '@mantine/core';

/**
 * The page's h1 for a screen whose visible title is not a heading (an alert): screen readers list
 * it and focus moves to it on a route change, while sighted users see the alert.
 */
export function HiddenPageHeading({ title }: { title: string }) {
  return (
    <VisuallyHidden>
      <h1>{title}</h1>
    </VisuallyHidden>
  );
}
