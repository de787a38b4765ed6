import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

const drawerLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Pages' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('page gating', () => {
  it('the drawer links only the pages the user holds the permission for, and tab toggles hide theirs', async () => {
    portal = renderFakePortal({ path: '/home', permissions: ['QAP.HomePage', 'QAP.YearlyPerformancePage'] });
    // Benchmarking needs QAP.BenchmarkingPage; Facility Numbers is off by default (showFacilityNumbersTab).
    expect(await drawerLinks()).toEqual(['Home', 'Network Level', 'Yearly Performance']);
  });

  it('the drawer never hides a page because of the filter without saying why: it names the page and the reason', async () => {
    portal = renderFakePortal({
      path: '/home',
      toggles: { showYearlyPerformanceTab: false, filterHides: ['showYearlyPerformanceTab'] },
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      await within(nav).findByText(
        "Yearly Performance is not shown: the filter's facilities were assessed in one year only.",
      ),
    ).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Yearly Performance' })).not.toBeInTheDocument();
  });

  it('a page the environment switches off (not the filter) is simply not in the drawer', async () => {
    portal = renderFakePortal({
      path: '/home',
      toggles: { showYearlyPerformanceTab: false, filterHides: [] },
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    await within(nav).findByRole('link', { name: 'Home' });
    expect(within(nav).queryByText(/Yearly Performance/)).not.toBeInTheDocument();
  });

  it('a direct visit to a page without its permission shows Not Authorized, with a way home', async () => {
    portal = renderFakePortal({ path: '/benchmarking', permissions: ['QAP.HomePage'] });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Not Authorized | Quality Analytics Platform');
  });

  it('with the permission the same visit shows the page under its document title', async () => {
    portal = renderFakePortal({ path: '/benchmarking' });
    await screen.findByRole('navigation', { name: 'Pages' });
    expect(screen.queryByRole('heading', { name: 'Not authorized' })).not.toBeInTheDocument();
    expect(document.title).toBe('Benchmarking | Quality Analytics Platform');
  });

  it('the menu and the page heading both call Benchmarking V2 "Compare facilities"', async () => {
    portal = renderFakePortal({ path: '/benchmarking/v2' });
    expect(await drawerLinks()).toContain('Compare facilities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare facilities' })).toBeInTheDocument();
    expect((await drawerLinks()).join(' ')).not.toMatch(/V2/);
  });

  it('a facility route passes its facilityId to the screen, and a non-numeric one is Not Found', async () => {
    portal = renderFakePortal({ path: '/facility/details/abc' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('any other path is Not Found', async () => {
    portal = renderFakePortal({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found | Quality Analytics Platform');
  });

  it('a signed-out visitor gets a Sign in button, which starts sign-in once (no automatic redirect)', async () => {
    portal = renderFakePortal({ path: '/home', user: null });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(portal.userManager.signinRedirect).not.toHaveBeenCalled();
    button.click();
    await vi.waitFor(() => expect(portal?.userManager.signinRedirect).toHaveBeenCalledTimes(1));
  });
});
