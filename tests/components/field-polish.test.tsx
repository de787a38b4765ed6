/**
 * Polish: the anonymous root page names the product, an anonymous unknown
 * address is Not Found, and the Statecharts page is reached from the user menu's developer
 * section in demo mode, not from the analyst's pages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYST_PERMISSIONS, renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

describe('signed-out screens', () => {
  it('the anonymous root page names the product and what it is for, with the Sign in button', async () => {
    portal = renderFakePortal({ path: '/', user: null });
    expect(await screen.findByRole('heading', { name: 'Quality Analytics Platform' })).toBeInTheDocument();
    expect(
      screen.getByText(/quality assurance and benchmarking data of healthcare facilities/i),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('an anonymous deep link still says why to sign in', async () => {
    portal = renderFakePortal({ path: '/benchmarking', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('an anonymous unknown address gets Not Found, not "Sign in to continue"', async () => {
    portal = renderFakePortal({ path: '/no/such/page', user: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).not.toBeInTheDocument();
  });
});

describe('the Statecharts page is a developer tool', () => {
  const openUserMenu = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^User menu for / }));
    return screen.findByRole('menu');
  };

  it('in demo mode it is in the developer section of the user menu, not among the drawer pages', async () => {
    portal = renderFakePortal({ path: '/home', permissions: [...ANALYST_PERMISSIONS, 'QAP.DemoMode'] });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).queryByRole('link', { name: 'Statecharts' })).not.toBeInTheDocument();
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Statecharts (developer tool)' })).toHaveAttribute(
      'href',
      '/statecharts',
    );
  });

  it('without demo mode the user menu has no developer section', async () => {
    portal = renderFakePortal({
      path: '/home',
      permissions: ANALYST_PERMISSIONS.filter((name) => name !== 'QAP.DemoMode'),
    });
    const menu = await openUserMenu();
    expect(within(menu).queryByRole('menuitem', { name: /Statecharts/ })).not.toBeInTheDocument();
  });
});
