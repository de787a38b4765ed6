/**
 * Spec section 6: one tenant is recognised by its id, exposed as a flag. Its signed-in users get
 * a link to its public certificate register in the user menu (docs/ui.md); nobody else does.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION, renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^User menu for / }));
  return screen.findByRole('menu');
}

describe('the specially recognised tenant', () => {
  it('in an environment of the special tenant the user menu links to its public certificate register', async () => {
    portal = renderFakePortal({ path: '/home', config: { specialTenantId: PRODUCTION.tenantId } });
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Public certificate register' })).toHaveAttribute(
      'href',
      `/public?tenantId=${PRODUCTION.tenantId}`,
    );
  });

  it('in another tenant the user menu has no register link', async () => {
    portal = renderFakePortal({ path: '/home', config: { specialTenantId: 'another-tenant' } });
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Public certificate register' }),
    ).not.toBeInTheDocument();
  });

  it('with no special tenant configured the user menu has no register link', async () => {
    portal = renderFakePortal({ path: '/home' });
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Public certificate register' }),
    ).not.toBeInTheDocument();
  });
});
