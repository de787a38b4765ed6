import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  chooseLanguage,
  type LanguageInput,
  languageMachine,
  selectLanguagesLoaded,
  selectPersisted,
} from '../../../machines/language';
import { fetchedLanguages } from '../../model/fixtures/language.fixtures';
import { startInSystem } from '../../model/system-harness';

function startLanguage(input: LanguageInput = {}, options: { online?: boolean; failFetch?: boolean } = {}) {
  const fetchLanguages = vi.fn(async () => {
    if (options.failFetch) throw new Error('Network Error');
    return fetchedLanguages;
  });
  const saveUserLanguage = vi.fn(async (_input: { language: string }) => undefined);
  const logError = vi.fn();
  const machine = languageMachine.provide({
    actors: {
      fetchLanguages: fromPromise(fetchLanguages),
      saveUserLanguage: fromPromise(({ input }) => saveUserLanguage(input)),
    },
    actions: { logError: (_, params) => logError(params) },
    guards: { isOnline: () => options.online ?? true },
  });
  const harness = startInSystem({ machine, systemId: 'language', input });
  return { ...harness, fetchLanguages, saveUserLanguage, logError };
}

describe('language machine', () => {
  it('with no saved language the first available language is chosen', async () => {
    const { subject, emitted } = startLanguage();
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(snapshot.context.cultureName).toBe('en-US');
    expect(emitted).toContainEqual({ type: 'language.changed', cultureName: 'en-US' });
  });

  it("the user's saved language is chosen when present and available", async () => {
    const { subject } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.userSettingsLoaded', language: 'de-DE' });
    expect(subject.getSnapshot().context.cultureName).toBe('de-DE');
  });

  it('a saved language that is not available is ignored', async () => {
    const { subject } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.userSettingsLoaded', language: 'xx-XX' });
    expect(subject.getSnapshot().context.cultureName).toBe('en-US');
  });

  it('a language in the address after start (the start address, back from sign-in) overrides the saved language', async () => {
    const { subject, emitted } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.addressChanged', queryLanguage: 'fr-FR' });
    subject.send({ type: 'language.userSettingsLoaded', language: 'de-DE' });
    expect(subject.getSnapshot().context.cultureName).toBe('fr-FR');
    expect(emitted).toContainEqual({ type: 'language.changed', cultureName: 'fr-FR' });
  });

  it('a language in the address that is not available leaves the choice as it is', async () => {
    const { subject } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.addressChanged', queryLanguage: 'xx-XX' });
    expect(subject.getSnapshot().context.cultureName).toBe('en-US');
  });

  it('a language query parameter overrides the choice when it matches an available cultureName', async () => {
    const { subject } = startLanguage({ queryLanguage: 'fr-FR' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.userSettingsLoaded', language: 'de-DE' });
    expect(subject.getSnapshot().context.cultureName).toBe('fr-FR');
  });

  it('a language query parameter that matches no available cultureName is ignored', async () => {
    const { subject } = startLanguage({ queryLanguage: 'xx-XX' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(snapshot.context.cultureName).toBe('en-US');
  });

  it('choosing a language while signed in saves it to user settings (key language)', async () => {
    const { subject, saveUserLanguage, emitted } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.signedIn' });
    subject.send({ type: 'language.select', cultureName: 'de-DE' });
    await waitFor(subject, (s) => s.matches({ ready: 'idle' }));
    expect(saveUserLanguage).toHaveBeenCalledWith({ language: 'de-DE' });
    expect(emitted).toContainEqual({ type: 'language.changed', cultureName: 'de-DE' });
  });

  it('a signed-in user with a saved language can still pick another, and the pick is what is saved', async () => {
    const { subject, saveUserLanguage } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.signedIn' });
    subject.send({ type: 'language.userSettingsLoaded', language: 'en-US' });
    subject.send({ type: 'language.select', cultureName: 'fr-FR' });
    await waitFor(subject, (s) => s.matches({ ready: 'idle' }));
    expect(subject.getSnapshot().context.cultureName).toBe('fr-FR');
    expect(saveUserLanguage).toHaveBeenCalledWith({ language: 'fr-FR' });
  });

  it('choosing a language while anonymous is held locally only', async () => {
    const { subject, saveUserLanguage } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.select', cultureName: 'de-DE' });
    expect(subject.getSnapshot().context.cultureName).toBe('de-DE');
    expect(saveUserLanguage).not.toHaveBeenCalled();
  });

  it('after sign-out the choice is no longer saved to user settings', async () => {
    const { subject, saveUserLanguage } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.signedIn' });
    subject.send({ type: 'language.signedOut' });
    subject.send({ type: 'language.select', cultureName: 'fr-FR' });
    expect(saveUserLanguage).not.toHaveBeenCalled();
  });

  it('the choice is persisted in the browser and restored at start', async () => {
    const first = startLanguage();
    await waitFor(first.subject, (s) => s.matches('ready'));
    first.subject.send({ type: 'language.select', cultureName: 'fr-FR' });
    const persisted = selectPersisted(first.subject.getSnapshot());
    expect(persisted).toEqual({ cultureName: 'fr-FR', languages: fetchedLanguages });
    const second = startLanguage({ restored: persisted });
    const snapshot = await waitFor(second.subject, (s) => s.matches('ready'));
    expect(snapshot.context.cultureName).toBe('fr-FR');
  });

  it('offline, the list kept from the last start is used, so the portal can start', async () => {
    const { subject, fetchLanguages } = startLanguage(
      { restored: { cultureName: 'fr-FR', languages: fetchedLanguages } },
      { online: false },
    );
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(fetchLanguages).not.toHaveBeenCalled();
    expect(selectLanguagesLoaded(snapshot)).toBe(true);
    expect(snapshot.context.cultureName).toBe('fr-FR');
  });

  it('a picked language wins over the query parameter from then on', async () => {
    const { subject } = startLanguage({ queryLanguage: 'fr-FR' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.select', cultureName: 'de-DE' });
    subject.send({ type: 'language.userSettingsLoaded', language: 'de-DE' });
    expect(subject.getSnapshot().context.cultureName).toBe('de-DE');
  });

  it('loading the language list is skipped when the browser is offline', async () => {
    const { subject, fetchLanguages } = startLanguage(
      { languages: [{ cultureName: 'nl-NL' }] },
      { online: false },
    );
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(fetchLanguages).not.toHaveBeenCalled();
    expect(snapshot.context.cultureName).toBe('nl-NL');
  });

  it('a language list load failure is logged only; the configured list stays', async () => {
    const { subject, logError, emitted } = startLanguage(
      { languages: [{ cultureName: 'nl-NL' }] },
      { failFetch: true },
    );
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading languages failed.' }));
    expect(snapshot.hasTag('error')).toBe(false);
    expect(selectLanguagesLoaded(snapshot)).toBe(true);
    expect(emitted).toContainEqual({ type: 'language.listLoaded', languages: [{ cultureName: 'nl-NL' }] });
  });

  it('a language that is not in the list cannot be chosen', async () => {
    const { subject } = startLanguage();
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'language.select', cultureName: 'xx-XX' });
    expect(subject.getSnapshot().context.cultureName).toBe('en-US');
  });
});

describe('language choice rule', () => {
  const languages = fetchedLanguages;
  it('query parameter, then saved user language, then the persisted choice, then the first available', () => {
    expect(
      chooseLanguage({ languages, queryLanguage: 'fr-FR', userLanguage: 'de-DE', current: 'en-US' }),
    ).toBe('fr-FR');
    expect(chooseLanguage({ languages, queryLanguage: null, userLanguage: 'de-DE', current: 'fr-FR' })).toBe(
      'de-DE',
    );
    expect(chooseLanguage({ languages, queryLanguage: null, userLanguage: null, current: 'fr-FR' })).toBe(
      'fr-FR',
    );
    expect(chooseLanguage({ languages, queryLanguage: null, userLanguage: null, current: null })).toBe(
      'en-US',
    );
  });
  it('with no list at all the current choice stays', () => {
    expect(
      chooseLanguage({ languages: [], queryLanguage: 'fr-FR', userLanguage: null, current: 'de-DE' }),
    ).toBe('de-DE');
  });
});
