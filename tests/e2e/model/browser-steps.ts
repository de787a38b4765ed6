import { expect } from 'vitest';
import { signIn, signInAndWaitForUserMenu } from '../support/sign-in';
import { type BrowserWorld, heldRequests, settled } from './browser-model';

/** What the user sees of a session, in English (the analyst's saved language), from the spec. */

export const ANALYST = { email: 'analyst@demo.test', name: 'Amani Otieno' };

/**
 * A path's start: a fresh browser that has not opened the portal yet, so nothing of it is shown
 * (the machines are in their initial states; the first step opens the portal).
 */
export async function seesPortalNotOpenYet(world: BrowserWorld): Promise<void> {
  expect(world.page.url(), 'the portal is not open yet').toBe('about:blank');
  expect(await world.page.locator('body *').count(), 'nothing is shown').toBe(0);
}

/** The portal's own start: a page load of Home. */
export async function openPortal(world: BrowserWorld, path = '/'): Promise<void> {
  await world.page.goto(`${world.stack.urls.web}${path}`);
}

/**
 * A user signed in earlier on this device: another tab of the same browser signs in through the
 * real login page and closes, leaving the identity library's stored user behind.
 * `expired` makes the stored access token one that ran out (a device that slept for hours);
 * `damaged` leaves the stored user unreadable (storage written over by something else).
 */
export async function signInEarlierOnThisDevice(
  world: BrowserWorld,
  options: { email?: string; expired?: boolean; damaged?: boolean } = {},
): Promise<void> {
  const tab = await world.context.newPage();
  await tab.goto(`${world.stack.urls.web}/`);
  await signInAndWaitForUserMenu(tab, options.email ?? ANALYST.email);
  if (options.expired || options.damaged) {
    await tab.evaluate((damaged) => {
      for (const storage of [localStorage, sessionStorage]) {
        for (const key of Object.keys(storage).filter((name) => name.startsWith('oidc.user:'))) {
          const user = JSON.parse(storage.getItem(key) ?? '{}');
          storage.setItem(
            key,
            damaged ? '{"id_token": ' : JSON.stringify({ ...user, expires_at: 946_684_800 }),
          );
        }
      }
    }, Boolean(options.damaged));
  }
  await tab.close();
}

/** The user, signed in here, signs out in another tab of the same browser (its own Sign out). */
export async function signOutInAnotherTab(world: BrowserWorld): Promise<void> {
  const tab = await world.context.newPage();
  await tab.goto(`${world.stack.urls.web}/`);
  await tab.getByRole('button', { name: /^User menu for / }).click();
  await tab.getByRole('menuitem', { name: 'Sign out' }).click({ noWaitAfter: true });
  // The other tab's part ends once it leaves for the provider's end-session page.
  await tab.waitForURL((url) => !url.href.startsWith(world.stack.urls.web));
  await tab.close();
}

/** On the identity provider's login page: fill it in and send it (the browser returns to /oauth). */
export async function submitLogin(world: BrowserWorld, email = ANALYST.email): Promise<void> {
  await signIn(world.page, email);
}

export async function seesSignInScreen(world: BrowserWorld): Promise<void> {
  const { page } = world;
  // At the root address the heading names the product; elsewhere it asks to sign in.
  await page.getByRole('heading', { name: /^(Sign in to continue|Quality Analytics Platform)$/ }).waitFor();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  expect(await settled(() => page.getByRole('alert').count()), 'no sign-in error is shown').toBe(0);
  expect(await userMenu(world).count(), 'nobody is shown as signed in').toBe(0);
}

export function userMenu(world: BrowserWorld) {
  return world.page.getByRole('button', { name: /^User menu for / });
}

export async function seesSignedIn(world: BrowserWorld, name = ANALYST.name): Promise<void> {
  await world.page.getByRole('button', { name: `User menu for ${name}` }).waitFor();
  expect(await world.page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
}

/**
 * Signing out: the browser is on its way to the provider's end-session page, naming this
 * session's ID token (so the provider signs out without asking) and the portal to come back to.
 */
export async function seesLeavingToSignOut(world: BrowserWorld): Promise<void> {
  const endSession = heldRequests(world, 'endSession');
  await endSession.arrived();
  const request = new URL(endSession.urls[0]);
  expect(request.origin).toBe(world.stack.urls.idp);
  expect(request.searchParams.get('id_token_hint'), 'the ID token of this session').toBeTruthy();
  expect(request.searchParams.get('post_logout_redirect_uri')?.startsWith(world.stack.urls.web)).toBe(true);
}

/**
 * Who is signed in is not known yet (the kept sign-in is being read): the portal offers neither
 * Sign in nor anybody's user menu, so it cannot show a wrong one first.
 */
export async function seesNobodyKnownYet(world: BrowserWorld): Promise<void> {
  expect(await world.page.getByRole('button', { name: 'Sign in', exact: true }).count(), 'no Sign in').toBe(
    0,
  );
  expect(await userMenu(world).count(), 'no user menu').toBe(0);
}

/** Busy: a loader, and neither the Sign in button nor anybody's user menu. */
export async function seesSessionLoader(world: BrowserWorld): Promise<void> {
  const { page } = world;
  await page.getByRole('status', { name: 'Loading…' }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count(), 'no Sign in button').toBe(
    0,
  );
  expect(await userMenu(world).count(), 'no user menu while the session is settled').toBe(0);
}

/**
 * The browser is on its way to the provider's sign-in, asking for a code sent back to /oauth;
 * or, while the provider does not answer, asking for its sign-in settings (discovery) first.
 */
export async function seesLeavingForSignIn(world: BrowserWorld): Promise<void> {
  const discovery = world.held.get('discovery');
  if (discovery && discovery.urls.length > 0 && !world.held.get('authorize')?.urls.length) {
    await discovery.arrived();
    expect(new URL(discovery.urls[0]).origin).toBe(world.stack.urls.idp);
    expect(await userMenu(world).count(), 'nobody is shown as signed in').toBe(0);
    expect(await world.page.getByRole('alert').count(), 'no failure is shown yet').toBe(0);
    return;
  }
  const authorize = heldRequests(world, 'authorize');
  await authorize.arrived();
  const request = new URL(authorize.urls[0]);
  expect(request.origin).toBe(world.stack.urls.idp);
  expect(request.searchParams.get('redirect_uri')).toBe(`${world.stack.urls.web}/oauth`);
  expect(request.searchParams.get('response_type')).toBe('code');
}
