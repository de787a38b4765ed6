/**
 * The identity provider's login, error and sign-out pages follow the portal's language,
 * which the portal sends as `ui_locales`; without it the browser's Accept-Language decides.
 * Expected words are the languages as a French, Swahili or Arabic speaker reads them.
 */
import { describe, expect, it } from 'vitest';
import { idpForThisFile, PORTAL_ORIGIN } from './idp-fixture';
import { CookieJar, openLoginPage, pkcePair, request, signInWithPkce, submitLogin } from './idp-test-client';

const idp = idpForThisFile();

const loginPage = (extra: Record<string, string>, jar = new CookieJar()) =>
  openLoginPage(jar, {
    idpUrl: idp().url,
    portalOrigin: PORTAL_ORIGIN,
    codeChallenge: pkcePair().challenge,
    extra,
  });

/** The `lang` of the page and its visible words, without tags. */
function read(html: string) {
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    text: html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/\s+/g, ' '),
  };
}

describe('the login page speaks the language the portal asks for with ui_locales', () => {
  it.each([
    ['fr-FR', 'fr', ['Adresse e-mail', 'Mot de passe', 'Se connecter']],
    ['sw-KE', 'sw', ['Barua pepe', 'Nenosiri', 'Ingia']],
    ['en-US', 'en', ['Email', 'Password', 'Sign in']],
  ])('ui_locales=%s gives a page in lang "%s" with its labels', async (uiLocales, lang, words) => {
    const { html } = await loginPage({ ui_locales: uiLocales });
    const page = read(html);
    expect(page.lang).toBe(lang);
    for (const word of words) expect(page.text).toContain(word);
  });

  it('ui_locales=ar-SA (added Arabic to the portal) gives a right-to-left page in Arabic', async () => {
    const { html } = await loginPage({ ui_locales: 'ar-SA' });
    const page = read(html);
    expect(page.lang).toBe('ar');
    expect(/<html [^>]*dir="([^"]+)"/.exec(html)?.[1]).toBe('rtl');
    for (const word of ['البريد الإلكتروني', 'كلمة المرور', 'تسجيل الدخول'])
      expect(page.text).toContain(word);
  });

  it('the first supported language of the list wins (de is not offered, fr is)', async () => {
    const { html } = await loginPage({ ui_locales: 'de-DE fr-FR' });
    expect(read(html).lang).toBe('fr');
  });

  it('a wrong password is explained in the same language', async () => {
    const jar = new CookieJar();
    const { action } = await loginPage({ ui_locales: 'fr-FR' }, jar);
    const response = await submitLogin(jar, action ?? '', 'nobody@demo.test', 'wrong');
    expect(response.status).toBe(401);
    expect(read(await response.text()).text).toContain("L'adresse e-mail ou le mot de passe est incorrect.");
  });
});

describe('the sign-out and error pages follow ui_locales too', () => {
  it('the sign-out confirmation asked in Swahili says "Toka"', async () => {
    const jar = new CookieJar();
    await signInWithPkce(jar, {
      idpUrl: idp().url,
      portalOrigin: PORTAL_ORIGIN,
      email: 'analyst@demo.test',
      password: 'demo',
    });
    const response = await request(jar, `${idp().url}/session/end?ui_locales=sw-KE`);
    const page = read(await response.text());
    expect(page.lang).toBe('sw');
    expect(page.text).toContain('Toka');
  });

  it('an authorization error page asked in French says "Problème de connexion"', async () => {
    const response = await request(new CookieJar(), `${idp().url}/auth?client_id=unknown&ui_locales=fr-FR`);
    const page = read(await response.text());
    expect(page.lang).toBe('fr');
    expect(page.text).toContain('Problème de connexion');
  });

  it("without ui_locales the browser's Accept-Language decides", async () => {
    const response = await request(new CookieJar(), `${idp().url}/auth?client_id=unknown`, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(read(await response.text()).lang).toBe('fr');
  });
});
