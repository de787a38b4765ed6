import { expect } from 'vitest';
import { doneEvent, errorEvent } from '../../model/model-coverage';
import { type BrowserModel, type BrowserWorld, heldRequests, holdRequests } from './browser-model';
import { openPortal, signInEarlierOnThisDevice } from './browser-steps';

/** The server's languages (GET /api/qps/language) and the picker's name of each. */
const SERVED = ['en-US', 'fr-FR', 'sw-KE', 'ar-SA'].map((cultureName) => ({ cultureName }));
const NAMES: Record<string, string> = { 'en-US': 'English', 'fr-FR': 'Français' };

const LANGUAGES = /\/api\/qps\/language$/;
const USER_SETTINGS = /\/api\/qps\/users\/settings$/;

/** The header's language field (its label follows the language). */
const picker = (world: BrowserWorld) =>
  world.page.locator('input').and(world.page.getByLabel(/^(Language|Langue)$/));

const VIEWER = 'viewer@demo.test';

type LanguageFacts = { cultureName: string | null; signedIn: boolean; listed: number };

/** Spec section 4: with no language chosen (no list, nothing kept), the portal speaks American English. */
const DEFAULT_CULTURE = 'en-US';

async function choose(world: BrowserWorld, cultureName: string): Promise<void> {
  await picker(world).click();
  await world.page.getByRole('option', { name: NAMES[cultureName] }).click();
}

/**
 * Signed in: the picker shows a language, and the page speaks it (its `lang`), from the spec's
 * language rule, the language of the path's state. Signed out (on the way out), the page keeps
 * speaking the language in use and offers no picker.
 */
async function seesPageInPickedLanguage(world: BrowserWorld, facts?: LanguageFacts): Promise<void> {
  if (facts) {
    // Spec section 4, apart from the machine: a listed language named by the address wins.
    const asked = new URL(world.page.url()).searchParams.get('language');
    const expected = asked && facts.listed > 0 ? asked : (facts.cultureName ?? DEFAULT_CULTURE);
    // The page switches when it has handled the step: wait for the language the spec expects.
    const lang = () => world.page.evaluate(() => document.documentElement.lang);
    await expect.poll(lang, { message: 'the page speaks the language of the state' }).toBe(expected);
    expect(await lang(), 'the language the machine says is in use').toBe(
      facts.cultureName ?? DEFAULT_CULTURE,
    );
  }
  if (facts && !facts.signedIn) {
    expect(await world.page.getByRole('button', { name: /^(User menu for|Menu utilisateur)/ }).count()).toBe(
      0,
    );
    return;
  }
  await picker(world).waitFor();
  // Without a list (the server could not give it) there is nothing to pick from but the default.
  if (facts?.listed === 0) return;
  await expect
    .poll(
      async () => {
        const shown = await picker(world).inputValue();
        const lang = await world.page.evaluate(() => document.documentElement.lang);
        return NAMES[lang] === shown;
      },
      { message: 'the page is in the language the picker shows' },
    )
    .toBe(true);
}

const selects = (cultureName: string) => ({
  says: `the user picks ${NAMES[cultureName]}`,
  event: { type: 'language.select', cultureName },
  from: ['ready.idle'],
  // The picker is in the signed-in header (the signed-out screens have none).
  when: (facts: LanguageFacts) => facts.signedIn && facts.cultureName !== cultureName,
  perform: (world: BrowserWorld) => choose(world, cultureName),
});

/**
 * The language machine driven in the browser: the language list held back and released, the
 * header's picker used (it is offered to signed-in users), and the choice saved or refused.
 */
export const languageBrowserModel: BrowserModel = {
  machine: 'language',
  reaches: { states: 5, transitions: 9 },
  pathKey: (key) => key,
  // A new browser: nothing kept on the device and no language in the address.
  input: {},
  events: [
    {
      says: 'the portal opens for a user who signed in earlier, its language list held back',
      event: { type: 'language.signedIn' },
      from: ['loading'],
      when: (facts: LanguageFacts) => !facts.signedIn,
      perform: async (world) => {
        // Not the analyst: this path leaves French saved in the user's settings on the server.
        await signInEarlierOnThisDevice(world, { email: VIEWER });
        const list = await holdRequests(world, 'languages', LANGUAGES, 'GET');
        await openPortal(world);
        await list.arrived();
      },
    },
    {
      says: 'the language list arrives',
      event: doneEvent('fetchLanguages', SERVED),
      from: ['loading'],
      when: (facts: LanguageFacts) => facts.signedIn,
      perform: (world) => heldRequests(world, 'languages').release(),
    },
    {
      ...selects('fr-FR'),
      perform: async (world) => {
        await holdRequests(world, 'settings', USER_SETTINGS, 'PUT');
        await choose(world, 'fr-FR');
      },
    },
    {
      ...selects('en-US'),
      perform: async (world) => {
        await holdRequests(world, 'settings', USER_SETTINGS, 'PUT');
        await choose(world, 'en-US');
      },
    },
    {
      says: 'the server cannot list the languages',
      event: errorEvent('fetchLanguages', new Error('Request failed with status code 500')),
      from: ['loading'],
      when: (facts: LanguageFacts) => facts.signedIn,
      perform: (world) => heldRequests(world, 'languages').fail(500),
    },
    {
      says: 'the address changes to ?language=fr-FR (a link inside the portal)',
      event: { type: 'language.addressChanged', queryLanguage: 'fr-FR' },
      from: ['ready.idle'],
      when: (context: { signedIn: boolean; languages: unknown[]; cultureName: string | null }) =>
        context.signedIn && context.languages.length > 0 && context.cultureName !== 'fr-FR',
      perform: (world) =>
        world.page.evaluate(() => {
          // What the router does for a link: a new history entry, then a popstate it listens to.
          window.history.pushState(window.history.state, '', '/?language=fr-FR');
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }),
    },
    {
      says: 'the user signs out',
      event: { type: 'language.signedOut' },
      from: ['ready.idle'],
      when: (facts: LanguageFacts) => facts.signedIn,
      perform: async (world) => {
        await world.page.getByRole('button', { name: /^(User menu for|Menu utilisateur)/ }).click();
        await world.page.getByRole('menuitem', { name: /^(Sign out|Se déconnecter)$/ }).click();
        // Back from the provider's end-session page, on the portal's sign-in screen.
        await world.page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).waitFor();
      },
    },
    {
      says: 'the server saves the choice',
      event: doneEvent('saveUserLanguage'),
      from: ['ready.saving'],
      perform: (world) => heldRequests(world, 'settings').release(),
    },
    {
      says: 'the server refuses to save the choice',
      event: errorEvent('saveUserLanguage', new Error('Request failed with status code 500')),
      from: ['ready.saving'],
      perform: (world) => heldRequests(world, 'settings').fail(500),
    },
  ],
  sees: {
    loading: async (world, facts: LanguageFacts) => {
      if (!facts.signedIn) {
        // Nobody signed in and no list yet (every path starts here, in a fresh browser): no
        // picker, and no language but the default is spoken (none before the portal opens).
        expect(await picker(world).count(), 'no language picker').toBe(0);
        const lang = await world.page.evaluate(() => document.documentElement.lang);
        expect(['', DEFAULT_CULTURE], 'no other language is spoken').toContain(lang);
        return;
      }
      // The user's list is still on its way: the portal says it is connecting, in English.
      await heldRequests(world, 'languages').arrived();
      await world.page.getByRole('heading', { name: 'Connecting…' }).waitFor();
      expect(await world.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    },
    'ready.idle': seesPageInPickedLanguage,
    // The pick is used at once, while the user's setting is being saved.
    'ready.saving': async (world) => {
      await heldRequests(world, 'settings').arrived();
      await seesPageInPickedLanguage(world);
      const saved = JSON.parse(heldRequests(world, 'settings').bodies[0] ?? '{}');
      expect(saved).toEqual({
        key: 'language',
        value: await world.page.evaluate(() => document.documentElement.lang),
      });
    },
  },
};
