import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { publishInspection } from '../../../src/app/inspector/publish-inspection';
import { drawnTexts, renderMermaidSvg } from '../support/mermaid-as-text';
import { JWT, renderInspector, startRecordedRoot } from './statecharts-inspector-support';

const eventTable = (machine: string) =>
  screen.getByRole('table', { name: new RegExp(`events the ${machine} machine received`) });
/** Column `index` of the machine's event rows, newest first. */
const eventColumn = (machine: string, index = 1) =>
  within(eventTable(machine))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);

describe('Statecharts inspector', { timeout: 20_000 }, () => {
  beforeEach(() => renderMermaidSvg.mockClear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the events recorded from the app start, before the page opened', async () => {
    const { actor, recorder, child } = startRecordedRoot();
    child(SYSTEM_IDS.language).send({ type: 'language.select', cultureName: 'fr-FR' });
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    expect(eventColumn('Language')).toEqual(['language.select', 'xstate.init']);
    expect(eventColumn('Language', 3)).toEqual([
      '{"cultureName":"fr-FR"}',
      '{"input":{"languages":[{"cultureName":"en-US"},{"cultureName":"fr-FR"}]}}',
    ]);
    actor.stop();
  });

  it('hides the timer events of the one-second focus poll unless asked to show them', async () => {
    const { actor, recorder, clock } = startRecordedRoot();
    act(() => {
      for (let second = 0; second < 3; second += 1) clock.increment(1000);
    });
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Usage tracking' }));
    expect(eventColumn('Usage tracking')).toEqual(['xstate.init']);
    await user.click(screen.getByRole('switch', { name: /Hide timer events/ }));
    expect(eventColumn('Usage tracking').filter((type) => type?.startsWith('xstate.after.'))).toHaveLength(3);
    actor.stop();
  });

  it("shows each event's payload and the machine's context with tokens redacted", async () => {
    const { actor, recorder, child } = startRecordedRoot();
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Session' }));
    act(() =>
      child(SYSTEM_IDS.session).send({
        type: 'session.userLoaded',
        user: { access_token: 'opaque-access', id_token: JWT, profile: { name: 'Amani Otieno' } },
      }),
    );
    const context = screen.getByLabelText('Context');
    expect(context).toHaveTextContent('"name": "Amani Otieno"');
    expect(context).toHaveTextContent('"access_token": "[redacted]"');
    expect(eventColumn('Session', 3)[0]).toContain('"id_token":"[redacted]"');
    expect(document.body.textContent).not.toContain('opaque-access');
    expect(document.body.textContent).not.toContain(JWT);
    actor.stop();
  });

  it('shows and exports the OAuth callback address without its code, state and session_state values', async () => {
    const { actor, recorder, child } = startRecordedRoot();
    const secrets = ['c0de-4f2a', '5tate-9b1c', 'sess-77d0'];
    const url = `http://localhost:5173/oauth?code=${secrets[0]}&state=${secrets[1]}&session_state=${secrets[2]}`;
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:recorded';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Session' }));
    act(() => child(SYSTEM_IDS.session).send({ type: 'session.completeSignIn', url }));
    expect(eventColumn('Session', 3)[0]).toContain(
      '/oauth?code=[redacted]&state=[redacted]&session_state=[redacted]',
    );
    await user.click(screen.getByRole('button', { name: 'Export the Session trace as a test path' }));
    const exported = await blobs[0].text();
    expect(exported).toContain('/oauth?code=[redacted]&state=[redacted]&session_state=[redacted]');
    for (const secret of secrets) {
      expect(document.body.textContent).not.toContain(secret);
      expect(exported).not.toContain(secret);
    }
    actor.stop();
  });

  it('the sequence view lists messages between actors: a done event from a child and an emitted event', async () => {
    const { actor, recorder, child } = startRecordedRoot();
    child(SYSTEM_IDS.language).send({ type: 'language.signedIn' });
    child(SYSTEM_IDS.language).send({ type: 'language.select', cultureName: 'fr-FR' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    renderInspector(actor, recorder);
    const rows = within(screen.getByRole('table', { name: /Messages between actors/ }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toContainEqual([
      'saveUserLanguage',
      'language',
      'xstate.done.actor.saveUserLanguage',
      'sendTo',
    ]);
    expect(rows).toContainEqual(['language', 'listeners', 'language.changed', 'emit']);
    // The sequence picture is drawn after the table, once the renderer has answered.
    await waitFor(() =>
      expect(drawnTexts().find((text) => text.startsWith('sequenceDiagram'))).toMatch(
        /->>.*xstate\.done\.actor\.saveUserLanguage/,
      ),
    );
    actor.stop();
  });

  it("sends an event the machine accepts, with its payload, to this tab's machine", async () => {
    const { actor, recorder } = startRecordedRoot();
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    const form = screen.getByRole('form', { name: 'Send an event' });
    const choices = within(form)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toContain('language.select');
    expect(choices.every((type) => !type?.startsWith('xstate.'))).toBe(true);
    await user.selectOptions(within(form).getByRole('combobox'), 'language.select');
    const payload = within(form).getByRole('textbox', { name: /Payload/ });
    fireEvent.change(payload, { target: { value: 'not json' } });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('status')).toHaveTextContent('nothing was sent');
    fireEvent.change(payload, { target: { value: '{"cultureName": "fr-FR"}' } });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(eventColumn('Language')[0]).toBe('language.select');
    expect(screen.getByLabelText('Context')).toHaveTextContent('"cultureName": "fr-FR"');
    actor.stop();
  });

  it('exports the recorded trace as a test path in the paths command JSON', async () => {
    const { actor, recorder, child } = startRecordedRoot();
    child(SYSTEM_IDS.language).send({ type: 'language.select', cultureName: 'fr-FR' });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:recorded';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('language-recorded-path.json');
    });
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    await user.click(screen.getByRole('tab', { name: 'Language' }));
    await user.click(screen.getByRole('button', { name: 'Export the Language trace as a test path' }));
    expect(click).toHaveBeenCalledOnce();
    const report = JSON.parse(await blobs[0].text());
    expect(report).toMatchObject({ machine: 'language', strategy: 'recorded', start: 'ready.idle' });
    // each step as the paths command writes one: state before, event with payload, state after (and what it observed)
    expect(report.paths[0].steps).toEqual([
      expect.objectContaining({
        from: 'ready.idle',
        event: { type: 'language.select', cultureName: 'fr-FR' },
        to: 'ready.idle',
      }),
    ]);
    actor.stop();
  });

  it('the diagram zooms with its buttons (a toolbar named after its diagram) and with + - 0 on the focused frame', async () => {
    const { actor, recorder } = startRecordedRoot();
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    const panel = screen.getByRole('tabpanel');
    const toolbar = await within(panel).findByRole('toolbar', { name: /^Zoom: Statechart of the / });
    await user.click(within(toolbar).getByRole('button', { name: 'Zoom in' }));
    expect(toolbar).toHaveTextContent('125 %');
    const frame = within(panel).getByRole('group', { name: /^Diagram: drag/ });
    frame.focus();
    await user.keyboard('-');
    expect(toolbar).toHaveTextContent('100 %');
    await user.keyboard('-');
    expect(toolbar).toHaveTextContent('80 %');
    await user.keyboard('0');
    expect(toolbar).toHaveTextContent('100 %');
    actor.stop();
  });

  it('follows a tab opened after the page: it says present, the view says hello, the tab replays its trace', async () => {
    const { actor: thisTab } = startRecordedRoot();
    const user = userEvent.setup();
    renderInspector(thisTab, null);
    document.title = 'Network | Quality Analytics Platform';
    const later = startRecordedRoot();
    later.child(SYSTEM_IDS.language).send({ type: 'language.select', cultureName: 'fr-FR' });
    const stop = publishInspection(later.actor, later.recorder, {
      channel: new BroadcastChannel('qap-inspector'),
      tabId: 'later-tab-id',
    });
    try {
      const option = await screen.findByRole('option', {
        name: 'Other tab: Network | Quality Analytics Platform (late)',
      });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Follow' }), option);
      await user.click(screen.getByRole('tab', { name: 'Language' }));
      expect(eventColumn('Language')).toEqual(['language.select', 'xstate.init']);
      later.child(SYSTEM_IDS.language).send({ type: 'language.signedOut' });
      await vi.waitFor(() => expect(eventColumn('Language')[0]).toBe('language.signedOut'));
    } finally {
      stop();
      later.actor.stop();
      thisTab.stop();
    }
  });
});
