import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

/** The routed page's h1, once the layout (not the start gate's screen) shows it. */
async function pageHeading() {
  await screen.findByRole('navigation', { name: 'Pages' });
  return within(screen.getByRole('main')).findByRole('heading', { level: 1 });
}

describe('skip link and focus on route change', () => {
  it('the first Tab stop is "Skip to main content", and it moves focus to the page heading (WCAG 2.4.1)', async () => {
    portal = renderFakePortal({ path: '/home' });
    const heading = await pageHeading();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
  });

  it("a route change moves focus to the new page's heading and announces it, under StrictMode (WCAG 2.4.3)", async () => {
    portal = renderFakePortal({ path: '/home' });
    await pageHeading();
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Network Level' }),
    );
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    const heading = document.activeElement?.textContent ?? '';
    expect(heading).toMatch(/Network/);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`Page: ${heading}`),
    );
  });
});
