import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/seed/reference-data';
import { type BrowserOptions, type E2eBrowser, launchBrowser } from './browser';

export { DEMO_PASSWORD };

/** The header's user menu, in English or French (a user's saved language applies at sign-in). */
const ANY_USER_MENU = /^(User menu for|Menu utilisateur de) /;

/**
 * Completes the identity provider's real login page (the page must be on it or on its way there)
 * and waits until the browser has left the provider again.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.waitForURL(/\/interaction\//);
  const idpOrigin = new URL(page.url()).origin;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin !== idpOrigin);
}

/** From any portal page: press the portal's "Sign in" button, then sign in on the provider's page. */
export async function signInThroughPortal(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signIn(page, email, password);
}

/**
 * Signs in through the portal and waits until the user menu shows (the /oauth callback has
 * stored the user); `userName` also checks whose menu it is.
 */
export async function signInAndWaitForUserMenu(
  page: Page,
  email: string,
  options: { userName?: string } = {},
): Promise<void> {
  await signInThroughPortal(page, email);
  const name = options.userName ? `User menu for ${options.userName}` : ANY_USER_MENU;
  await page.getByRole('button', { name }).waitFor({ timeout: 30_000 });
}

/** A fresh browser on the portal at `webUrl`, signed in as `email`. */
export async function openSignedInBrowser(
  webUrl: string,
  email: string,
  options: BrowserOptions = {},
): Promise<E2eBrowser> {
  const browser = await launchBrowser(options);
  await browser.page.goto(webUrl);
  await signInAndWaitForUserMenu(browser.page, email);
  return browser;
}
