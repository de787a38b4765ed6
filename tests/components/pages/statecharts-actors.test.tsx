import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent, setup, spawnChild, stopChild } from 'xstate';
import { pageDataMachine } from '../../../machines/page-data/page-data.machine';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data/page-data.types';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import type { InspectHost } from '../../../src/app/inspector/extra-inspection';
import { createInspectionRecorder } from '../../../src/app/inspector/inspection-recorder';
import { cellTexts } from '../support/table-cells';
import { renderInspector, startRecordedRoot } from './statecharts-inspector-support';

/** The view over a root like the portal's, with its Session tab open. */
async function openSessionTab() {
  const root = startRecordedRoot();
  const user = userEvent.setup();
  renderInspector(root.actor, root.recorder);
  await user.click(screen.getByRole('tab', { name: 'Session' }));
  return { ...root, user };
}

/** The overview's rows: actor, machine, state. */
const overviewRows = () =>
  cellTexts(screen.getByRole('table', { name: /^Every actor (now|after step \d+)$/ }));

const currentStates = () =>
  within(screen.getByRole('list', { name: 'Current state' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Statecharts view: every actor, and stepping through the trace', { timeout: 20_000 }, () => {
  it("lists every actor's current state at once, a page-data child under its component's id included", async () => {
    const recorder = createInspectionRecorder();
    const figures = pageDataMachine.provide({
      actors: {
        fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(() => new Promise(() => {})),
      },
    });
    const root = setup({ actors: { figures } }).createMachine({
      entry: spawnChild('figures', { id: 'home-figures', systemId: 'home-figures', input: { key: 'home' } }),
    });
    const actor = createActor(root, { inspect: recorder.inspect }).start();
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    const pageData = overviewRows().find(([name]) => name === 'home-figures');
    expect(pageData).toEqual(['home-figures', 'Page data', 'loading']);
    // Its machine's tab shows that child.
    await user.click(screen.getByRole('tab', { name: 'Page data' }));
    expect(screen.getByRole('combobox', { name: /Page-data child/ })).toHaveValue('home-figures');
    expect(currentStates()).toEqual(['loading']);
    actor.stop();
  });

  it('lists the effects machines wait on (invoked promises) under their machine, running and then done', async () => {
    const recorder = createInspectionRecorder();
    let answer: (result: PageDataResult | null) => void = () => {};
    const figures = pageDataMachine.provide({
      actors: {
        fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
      },
    });
    const root = setup({ actors: { figures } }).createMachine({
      entry: spawnChild('figures', { id: 'home-figures', systemId: 'home-figures', input: { key: 'home' } }),
    });
    const actor = createActor(root, { inspect: recorder.inspect }).start();
    const user = userEvent.setup();
    renderInspector(actor, recorder);
    const rows = () => overviewRows().filter(([name]) => name?.startsWith('home-figures'));
    expect(rows()).toEqual([
      ['home-figures', 'Page data', 'loading'],
      ['home-figures/fetchPageData', 'Effect (promise or callback)', 'running'],
    ]);
    await act(async () => answer(null));
    expect(rows()).toEqual([
      ['home-figures', 'Page data', 'empty'],
      ['home-figures/fetchPageData', 'Effect (promise or callback)', 'done'],
    ]);
    // An effect is no page-data child to pick.
    await user.click(screen.getByRole('tab', { name: 'Page data' }));
    expect(
      within(screen.getByRole('combobox', { name: /Page-data child/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['home-figures']);
    actor.stop();
  });

  it('lists a page-data child that stopped before the view opened, in its last state, marked stopped', () => {
    const recorder = createInspectionRecorder();
    const figures = pageDataMachine.provide({
      actors: { fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(async () => null) },
    });
    const root = setup({ actors: { figures } }).createMachine({
      entry: spawnChild('figures', { id: 'home-figures', systemId: 'home-figures', input: { key: 'home' } }),
      on: { close: { actions: stopChild('home-figures') } },
    });
    const actor = createActor(root, { inspect: recorder.inspect }).start();
    actor.send({ type: 'close' });
    expect(actor.system.get('home-figures')).toBeUndefined();
    renderInspector(actor, recorder);
    expect(overviewRows().find(([name]) => name === 'home-figures')).toEqual([
      'home-figures',
      'Page data',
      'loading (stopped)',
    ]);
    actor.stop();
  });

  it('steps back to the machines as they were after an earlier event, and forward again to now', async () => {
    const { actor, child, user } = await openSessionTab();
    act(() => child(SYSTEM_IDS.session).send({ type: 'session.userLoaded', user: { name: 'Amani' } }));
    const sessionRow = () => overviewRows().find(([name]) => name === 'session');
    expect(sessionRow()).toEqual(['session', 'Session', 'signedIn']);
    expect(currentStates()).toEqual(['signedIn']);
    const sendForm = () => screen.queryByRole('form', { name: 'Send an event' });
    expect(sendForm()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const stepper = screen.getByRole('group', { name: 'Step through the trace' });
    expect(stepper).toHaveTextContent(/Step (\d+) of \1: session received session\.userLoaded/);
    expect(currentStates()).toEqual(['signedIn']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepper).not.toHaveTextContent('session.userLoaded');
    expect(sessionRow()).toEqual(['session', 'Session', 'signedOut']);
    expect(screen.getByRole('table', { name: /^Every actor after step \d+$/ })).toBeInTheDocument();
    expect(currentStates()).toEqual(['signedOut']);
    // Sending is for the machines as they are now, not for a step of the past.
    expect(sendForm()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(currentStates()).toEqual(['signedIn']);
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(stepper).toHaveTextContent(/^Step through the traceLive/);
    expect(screen.getByRole('button', { name: 'Forward' })).toBeDisabled();

    actor.stop();
  });

  it('a step stays on its event while new events arrive and the oldest leave the 500 kept, until Live', async () => {
    const { actor, recorder, child, clock, user } = await openSessionTab();
    act(() => child(SYSTEM_IDS.session).send({ type: 'session.userLoaded', user: { name: 'Amani' } }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const stepper = screen.getByRole('group', { name: 'Step through the trace' });
    expect(stepper).toHaveTextContent('session received session.userLoaded');
    // The usage machine's one-second focus checks fill the trace until its first entries are gone.
    act(() => {
      while (recorder.entries()[0].seq < 3) clock.increment(1000);
    });
    expect(stepper).toHaveTextContent('session received session.userLoaded');
    expect(currentStates()).toEqual(['signedIn']);
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(stepper).toHaveTextContent(/^Step through the traceLive/);
    actor.stop();
  });

  it("while the view is open, window.qapInspect attaches a developer's observer to the portal's actors", () => {
    const { actor, recorder, child } = startRecordedRoot();
    const host = window as InspectHost;
    const view = renderInspector(actor, recorder);
    const seen: InspectionEvent[] = [];
    const detach = host.qapInspect?.((event) => seen.push(event));
    act(() => child(SYSTEM_IDS.session).send({ type: 'session.userLoaded', user: { name: 'Amani' } }));
    detach?.();
    expect(seen.filter((event) => event.type === '@xstate.event').map((event) => event.event.type)).toContain(
      'session.userLoaded',
    );
    view.unmount();
    expect(host.qapInspect).toBeUndefined();
    actor.stop();
  });
});
