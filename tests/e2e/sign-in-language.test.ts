/**
 * Spec section 4: a `language` query parameter in the page address overrides
 * the language. The start address, with its `language`, travels with the sign-in request and is
 * applied on the return, over the user's saved language (the analyst's is en-US).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, type E2eStack, launchBrowser, screenshot, signIn, startE2eStack } from './support';

let stack: E2eStack;
let browser: E2eBrowser;
beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the language of the start address survives sign-in', () => {
  it('signed out on /network?language=fr-FR, the sign-in returns to that address, in French', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/network?language=fr-FR`);
    await page.getByRole('heading', { name: 'Connectez-vous pour continuer' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await signIn(page, 'analyst@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Niveau du réseau' }).waitFor({ timeout: 30_000 });
    const address = new URL(page.url());
    // the same page with the language of the start address (the filter writes its own parameters beside it)
    expect(address.pathname).toBe('/network');
    expect(address.searchParams.get('language')).toBe('fr-FR');
    await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^fr/);
    await page.getByRole('button', { name: /^Menu utilisateur de / }).waitFor();
    await screenshot(page, 'sign-in-language-fr');
  });
});
