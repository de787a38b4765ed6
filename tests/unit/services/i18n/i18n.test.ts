// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/services/i18n/i18n';
import { collectResources } from '../../../../src/services/i18n/locale-resources';

describe('i18n: cultures en-US, fr-FR, sw-KE with en-US as fallback', () => {
  it('starts in the given culture with the common namespace as default', async () => {
    const { i18n, ready } = createI18n('fr-FR');
    await ready;
    expect(i18n.t('pageTitles.FacilityDetail')).toBe("Détails de l'établissement");
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('changeLanguage switches the texts and the page language', async () => {
    const { i18n, ready, changeLanguage } = createI18n('en-US');
    await ready;
    expect(i18n.t('actions.signIn')).toBe('Sign in');
    await changeLanguage('sw-KE');
    expect(i18n.t('actions.signIn')).toBe('Ingia');
    expect(document.documentElement.lang).toBe('sw-KE');
  });

  it("only the shown culture's texts are loaded; another culture's load on a switch to it", async () => {
    const { i18n, ready, changeLanguage } = createI18n('en-US');
    await ready;
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('fr-FR', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('sw-KE', 'common')).toBe(false);
    await changeLanguage('fr-FR');
    expect(i18n.hasResourceBundle('fr-FR', 'frame')).toBe(true);
    expect(i18n.hasResourceBundle('sw-KE', 'common')).toBe(false);
  });

  it("the language chosen last wins, even when an earlier choice's texts arrive after it", async () => {
    // After sign-in the saved language (en-US, texts not loaded yet) is asked for, then the start
    // address's ?language=fr-FR (texts already in): the page must end in French.
    let releaseEnglish = () => {};
    const englishHeld = new Promise<void>((resolve) => {
      releaseEnglish = resolve;
    });
    const loaders = {
      '/locales/en-US/common.json': async () => {
        await englishHeld;
        return { default: { actions: { signIn: 'Sign in' } } };
      },
      '/locales/fr-FR/common.json': async () => ({ default: { actions: { signIn: 'Se connecter' } } }),
    };
    const { i18n, ready, changeLanguage } = createI18n('fr-FR', { loaders });
    await ready;
    const english = changeLanguage('en-US');
    await changeLanguage('fr-FR');
    releaseEnglish();
    await english;
    expect(i18n.language).toBe('fr-FR');
    expect(i18n.t('actions.signIn')).toBe('Se connecter');
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('a culture from the language list without translations falls back to en-US texts', async () => {
    const { i18n, changeLanguage } = createI18n();
    await changeLanguage('de-DE');
    expect(i18n.t('errors.generic')).toBe('Something went wrong');
  });

  it('a feature adds a namespace by adding locales/<culture>/<namespace>.json', () => {
    const resources = collectResources({
      './locales/en-US/common.json': { default: { a: 'A' } },
      './locales/en-US/benchmarking.json': { default: { b: 'B' } },
      './locales/fr-FR/benchmarking.json': { default: { b: 'Bé' } },
    });
    expect(resources).toEqual({
      'en-US': { common: { a: 'A' }, benchmarking: { b: 'B' } },
      'fr-FR': { benchmarking: { b: 'Bé' } },
    });
  });

  it("only the first screen's namespaces load with the culture; a page's namespace loads when it asks for it", async () => {
    const { i18n, ready } = createI18n('en-US');
    await ready;
    expect(i18n.hasResourceBundle('en-US', 'frame')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'home')).toBe(false);
    await i18n.loadNamespaces('home');
    expect(i18n.hasResourceBundle('en-US', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('fr-FR', 'home')).toBe(false);
  });

  it('a language switch brings, before it switches, every namespace in use, so nothing drawn goes back to loading', async () => {
    const { i18n, ready, changeLanguage } = createI18n('en-US');
    await ready;
    await i18n.loadNamespaces('benchmarking');
    const switching = changeLanguage('fr-FR');
    expect(i18n.language).toBe('en-US');
    await switching;
    expect(i18n.language).toBe('fr-FR');
    expect(i18n.hasResourceBundle('fr-FR', 'benchmarking')).toBe(true);
    expect(i18n.hasResourceBundle('fr-FR', 'home')).toBe(false);
  });

  it("the address's page texts named at start load before ready, beside the first screen's", async () => {
    const { i18n, ready } = createI18n('en-US', { startNamespaces: ['home'] });
    await ready;
    expect(i18n.hasResourceBundle('en-US', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'network')).toBe(false);
  });
});
