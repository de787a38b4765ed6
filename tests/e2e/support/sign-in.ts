import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/seed/reference-data';

export { DEMO_PASSWORD };

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
