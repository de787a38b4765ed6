import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, setup, spawnChild } from 'xstate';
import { languageMachine } from '../../../machines/language';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { usageMachine } from '../../../machines/usage';
import { createInspectionRecorder } from '../../../src/app/inspector/inspection-recorder';
import { publishInspection } from '../../../src/app/inspector/publish-inspection';
import { noUsageEffects } from '../../model/fixtures/usage.fixtures';
import { drawnTexts, renderMermaidSvg } from '../support/mermaid-as-text';
import { renderInspector } from './statecharts-inspector-support';

/** A root like the portal's: the real language machine as the child with system id `language`. */
function startRoot(saveUserLanguage: () => Promise<unknown>) {
  const language = languageMachine.provide({
    guards: { isOnline: () => false },
    actions: { logError: () => {} },
    actors: { saveUserLanguage: fromPromise(saveUserLanguage) },
  });
  const root = setup({ actors: { language } }).createMachine({
    entry: spawnChild('language', {
      id: 'language',
      systemId: SYSTEM_IDS.language,
      input: { languages: [{ cultureName: 'en-US' }, { cultureName: 'fr-FR' }] },
    }),
  });
  return createActor(root).start();
}

/** A root whose only child is the real usage machine (two parallel regions) with silent effects. */
function startUsageRoot() {
  const usage = usageMachine.provide({
    guards: { hasWindowFocus: () => true },
    actions: noUsageEffects,
  });
  const root = setup({ actors: { usage } }).createMachine({
    entry: spawnChild('usage', { id: 'usage', systemId: SYSTEM_IDS.usage, input: { config: {} } }),
  });
  return createActor(root).start();
}

/** The page without the portal's recorder: it records from when it opens. */
const renderView = (root: AnyActorRef) => renderInspector(root, null);

function deferred() {
  let resolve: (value: unknown) => void = () => {};
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const currentStates = () =>
  within(screen.getByRole('list', { name: 'Current state' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The last statechart drawn (the sequence view draws sequence diagrams with the same renderer). */
const lastDrawnText = () =>
  drawnTexts()
    .filter((text) => !text.startsWith('sequenceDiagram'))
    .at(-1) ?? '';
const eventRows = () =>
  within(screen.getByRole('table', { name: /events the Language machine received/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('Statecharts view', { timeout: 15_000 }, () => {
  beforeEach(() => renderMermaidSvg.mockClear());
  afterEach(() => vi.restoreAllMocks());

  it("the highlighted state follows a child machine's state in the same session, with its text alternative", async () => {
    const save = deferred();
    const root = startRoot(() => save.promise);
    const user = userEvent.setup();
    renderView(root);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    expect(currentStates()).toEqual(['ready.idle']);
    expect(await screen.findByRole('img', { name: /Current state: ready\.idle\./ })).toBeInTheDocument();
    expect(lastDrawnText()).toContain('class ready__idle current');

    const child = root.system.get(SYSTEM_IDS.language);
    act(() => {
      child.send({ type: 'language.signedIn' });
      child.send({ type: 'language.select', cultureName: 'fr-FR' });
    });
    expect(currentStates()).toEqual(['ready.saving']);
    expect(await screen.findByRole('img', { name: /Current state: ready\.saving\./ })).toBeInTheDocument();
    expect(lastDrawnText()).toContain('class ready__saving current');
    expect(lastDrawnText()).not.toContain('class ready__idle current');

    await act(async () => save.resolve(undefined));
    expect(currentStates()).toEqual(['ready.idle']);
    expect(await screen.findByRole('img', { name: /Current state: ready\.idle\./ })).toBeInTheDocument();
  });

  it('a guarded transition is labelled with the words of its guard, as in docs/statecharts', async () => {
    const root = startRoot(() => Promise.resolve());
    const user = userEvent.setup();
    renderView(root);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    await screen.findByRole('img', { name: /Current state: ready\.idle\./ });
    expect(lastDrawnText()).toContain(
      'ready__saving : language.select [signed in and the chosen language is available]',
    );
    root.stop();
  });

  it('a machine with parallel regions highlights the active state of every region', async () => {
    const root = startUsageRoot();
    const user = userEvent.setup();
    renderView(root);
    await user.click(screen.getByRole('tab', { name: 'Usage tracking' }));
    expect(currentStates()).toEqual(['user.anonymous', 'focus.focused']);
    expect(await screen.findByRole('img', { name: /user\.anonymous, focus\.focused\./ })).toBeInTheDocument();
    expect(lastDrawnText()).toContain('class user__anonymous,focus__focused current');

    act(() => {
      root.system.get(SYSTEM_IDS.usage).send({ type: 'usage.signedIn', identity: { userId: 'user-1' } });
    });
    expect(currentStates()).toEqual(['user.signedIn', 'focus.focused']);
    expect(lastDrawnText()).toContain('class user__signedIn,focus__focused current');
    root.stop();
  });

  it('lists the last events the machine received, newest first, with the time they arrived', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 22, 9, 30, 15));
    const root = startRoot(() => Promise.resolve());
    const user = userEvent.setup();
    renderView(root);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    expect(screen.getByText('No events recorded since the portal started.')).toBeInTheDocument();

    const child = root.system.get(SYSTEM_IDS.language);
    act(() => {
      child.send({ type: 'language.signedIn' });
      child.send({ type: 'language.select', cultureName: 'fr-FR' });
    });
    await screen.findByRole('img', { name: /Current state: ready\.idle\./ });
    expect(eventRows()).toEqual([
      'xstate.done.actor.saveUserLanguage',
      'language.select',
      'language.signedIn',
    ]);
    const firstRow = within(
      screen.getByRole('table', { name: /events the Language machine received/ }),
    ).getAllByRole('row')[1];
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent(/\d{1,2}:30:15/);
  });

  it('the machine picker is a tab list of all 14 machines of the portal that works with the keyboard', async () => {
    const root = startRoot(() => Promise.resolve());
    const user = userEvent.setup();
    renderView(root);
    const picker = screen.getByRole('tablist', { name: 'Machines' });
    expect(
      within(picker)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Portal',
      'Session',
      'Environment',
      'Language',
      'Permissions',
      'Sync',
      'Filter',
      'Filter options',
      'Tab toggles',
      'Usage tracking',
      'Saved views',
      'My facility',
      'Document download',
      'Page data',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Not started yet');
  });

  it("follows another tab's machines over the qap-inspector channel when that tab is chosen", async () => {
    const otherTab = startRoot(() => Promise.resolve());
    const recorder = createInspectionRecorder();
    otherTab.system.inspect(recorder.inspect);
    const stopPublishing = publishInspection(otherTab, recorder, {
      channel: new BroadcastChannel('qap-inspector'),
      tabId: 'other-tab-id',
    });
    document.title = 'Home | Quality Analytics Platform';
    try {
      const thisTab = startRoot(() => Promise.resolve());
      const user = userEvent.setup();
      renderView(thisTab);
      const follow = screen.getByRole('combobox', { name: 'Follow' });
      const option = await screen.findByRole('option', {
        name: 'Other tab: Home | Quality Analytics Platform (othe)',
      });
      await user.selectOptions(follow, option);
      await user.click(screen.getByRole('tab', { name: 'Language' }));
      expect(currentStates()).toEqual(['ready.idle']);

      otherTab.system.get(SYSTEM_IDS.language).send({ type: 'language.signedIn' });
      otherTab.system.get(SYSTEM_IDS.language).send({ type: 'language.select', cultureName: 'fr-FR' });
      await vi.waitFor(() => expect(eventRows()).toContain('language.select'));
      expect(eventRows()).toContain('language.signedIn');
    } finally {
      stopPublishing();
    }
  });
});
