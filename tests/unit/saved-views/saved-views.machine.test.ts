import { describe, expect, it } from 'vitest';
import {
  type SavedView,
  selectOwnViews,
  selectSavedViewIssue,
  selectSavedViewsStatus,
  selectSharedViews,
} from '../../../machines/saved-views';
import { refusal, settles, startSavedViews, view } from './saved-views.harness';

/**
 * Item 3 (docs/ui.md, Saved views): the user's views per environment; save, rename,
 * start page, delete, shared links; the start page opens once, for the plain root address only.
 */
describe('the list follows the signed-in environment', () => {
  it('no environment, no views; an environment loads its views by name; signing out forgets them', async () => {
    const { actor, inEnvironment, calls } = startSavedViews('/home', {
      list: [view('sv_b', 'beta'), view('sv_a', 'Alpha')],
    });
    expect(selectSavedViewsStatus(actor.getSnapshot())).toBe('waiting');
    expect(calls).toEqual([]);
    await inEnvironment();
    expect(selectOwnViews(actor.getSnapshot()).map((saved) => saved.name)).toEqual(['Alpha', 'beta']);
    actor.send({ type: 'savedViews.environmentChanged', environmentId: null });
    expect(selectSavedViewsStatus(actor.getSnapshot())).toBe('waiting');
    expect(selectOwnViews(actor.getSnapshot())).toEqual([]);
  });

  it('a list that fails to load says so and loads again on retry', async () => {
    let fail = true;
    const { actor } = startSavedViews('/home', {
      list: () => {
        if (fail) throw refusal('failed');
        return [view('sv_a', 'Alpha')];
      },
    });
    actor.send({ type: 'savedViews.environmentChanged', environmentId: 'prod' });
    await settles(actor, (snapshot) => selectSavedViewsStatus(snapshot) === 'failed');
    fail = false;
    actor.send({ type: 'savedViews.retry' });
    await settles(actor, (snapshot) => selectOwnViews(snapshot).length === 1);
  });
});

describe('saving the current view', () => {
  it('saves the current address under the trimmed name and lists it', async () => {
    const { actor, inEnvironment, calls, done, ready } = startSavedViews('/home');
    await inEnvironment();
    actor.send({ type: 'savedViews.addressChanged', path: '/network?env=prod&level=3&drillRegion=4' });
    actor.send({ type: 'savedViews.save', name: '  Region 4  ' });
    await ready();
    expect(calls.at(-1)).toEqual({
      step: 'create',
      input: { name: 'Region 4', path: '/network?env=prod&level=3&drillRegion=4' },
    });
    expect(selectOwnViews(actor.getSnapshot()).map((saved) => saved.name)).toEqual(['Region 4']);
    expect(done).toEqual([{ type: 'savedViews.done', step: 'save', name: 'Region 4' }]);
  });

  it('a blank name is refused before asking the server', async () => {
    const { actor, inEnvironment, calls } = startSavedViews('/home');
    await inEnvironment();
    actor.send({ type: 'savedViews.save', name: '   ' });
    expect(selectSavedViewIssue(actor.getSnapshot())).toMatchObject({
      step: 'save',
      problem: 'nameRequired',
    });
    expect(calls.filter((call) => call.step === 'create')).toEqual([]);
  });

  it('the 101st view is refused before asking the server', async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => view(`sv_${index}`, `View ${index}`));
    const { actor, inEnvironment, calls } = startSavedViews('/home', { list: hundred });
    await inEnvironment();
    actor.send({ type: 'savedViews.save', name: 'One more' });
    expect(selectSavedViewIssue(actor.getSnapshot())).toMatchObject({ step: 'save', problem: 'tooMany' });
    expect(calls.filter((call) => call.step === 'create')).toEqual([]);
  });

  it("a name the user already has (the server's 409) keeps the reason and saves nothing", async () => {
    const { actor, inEnvironment, ready } = startSavedViews('/home', {
      list: [view('sv_a', 'Alpha')],
      create: () => {
        throw refusal('nameTaken');
      },
    });
    await inEnvironment();
    actor.send({ type: 'savedViews.save', name: 'Alpha' });
    await ready();
    expect(selectSavedViewIssue(actor.getSnapshot())).toMatchObject({ step: 'save', problem: 'nameTaken' });
    expect(selectOwnViews(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'savedViews.dismissIssue' });
    expect(selectSavedViewIssue(actor.getSnapshot())).toBeNull();
  });
});

describe('renaming, start page and deleting', () => {
  it("a blank new name is refused before asking the server, and the reason belongs to that view's row", async () => {
    const { actor, inEnvironment, calls } = startSavedViews('/home', {
      list: [view('sv_a', 'Alpha'), view('sv_b', 'Beta')],
    });
    await inEnvironment();
    const asked = calls.length;
    actor.send({ type: 'savedViews.rename', id: 'sv_b', name: '  ' });
    expect(selectSavedViewIssue(actor.getSnapshot())).toEqual({
      step: 'rename',
      problem: 'nameRequired',
      viewId: 'sv_b',
    });
    expect(calls.length).toBe(asked);
  });

  it('a rename replaces the view and keeps the list by name', async () => {
    const { actor, inEnvironment, ready } = startSavedViews('/home', {
      list: [view('sv_a', 'Alpha'), view('sv_b', 'Beta')],
      update: ({ id, change }) => ({ ...view(id, 'Alpha'), ...change }),
    });
    await inEnvironment();
    actor.send({ type: 'savedViews.rename', id: 'sv_a', name: 'Zulu' });
    await ready();
    expect(selectOwnViews(actor.getSnapshot()).map((saved) => saved.name)).toEqual(['Beta', 'Zulu']);
  });

  it('a new start page unmakes the previous one (one per user and environment)', async () => {
    const { actor, inEnvironment, ready } = startSavedViews('/network', {
      list: [view('sv_a', 'Alpha', { isStartPage: true }), view('sv_b', 'Beta')],
      update: ({ id, change }) => ({ ...view(id, 'Beta'), ...change }),
    });
    await inEnvironment();
    actor.send({ type: 'savedViews.setStartPage', id: 'sv_b', isStartPage: true });
    await ready();
    const starts = selectOwnViews(actor.getSnapshot()).filter((saved) => saved.isStartPage);
    expect(starts.map((saved) => saved.name)).toEqual(['Beta']);
  });

  it('a deleted view leaves the list; a refused delete keeps it with the reason', async () => {
    let allowed = false;
    const { actor, inEnvironment, ready } = startSavedViews('/home', {
      list: [view('sv_a', 'Alpha')],
      remove: () => {
        if (!allowed) throw refusal('notAuthorized');
      },
    });
    await inEnvironment();
    actor.send({ type: 'savedViews.delete', id: 'sv_a' });
    await ready();
    expect(selectSavedViewIssue(actor.getSnapshot())).toEqual({
      step: 'delete',
      problem: 'notAuthorized',
      viewId: 'sv_a',
    });
    expect(selectOwnViews(actor.getSnapshot())).toHaveLength(1);
    allowed = true;
    actor.send({ type: 'savedViews.delete', id: 'sv_a' });
    await ready();
    expect(selectOwnViews(actor.getSnapshot())).toEqual([]);
  });

  it('a deleted view is announced by its own name, not another of the list', async () => {
    const { actor, inEnvironment, ready, done } = startSavedViews('/home', {
      list: [view('sv_a', 'Alpha'), view('sv_b', 'Beta')],
    });
    await inEnvironment();
    actor.send({ type: 'savedViews.delete', id: 'sv_b' });
    await ready();
    expect(done).toEqual([{ type: 'savedViews.done', step: 'delete', name: 'Beta' }]);
    expect(selectOwnViews(actor.getSnapshot()).map((saved) => saved.name)).toEqual(['Alpha']);
  });
});

describe('one message at a time', () => {
  const alpha = view('sv_a', 'Alpha');
  const steps = [
    ['a save', { type: 'savedViews.save', name: 'Beta' }],
    ['a rename', { type: 'savedViews.rename', id: 'sv_a', name: 'Zulu' }],
    ['a start page change', { type: 'savedViews.setStartPage', id: 'sv_a', isStartPage: true }],
    ['a delete', { type: 'savedViews.delete', id: 'sv_a' }],
    ['a shared link opened', { type: 'savedViews.open', id: 'sv_t' }],
  ] as const;

  it.each(steps)('%s drops the message of the step before as it starts', async (_, step) => {
    const { actor, inEnvironment } = startSavedViews('/home', { list: [alpha] });
    await inEnvironment();
    actor.send({ type: 'savedViews.save', name: '  ' });
    expect(selectSavedViewIssue(actor.getSnapshot())).toMatchObject({ problem: 'nameRequired' });
    actor.send(step);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectSavedViewIssue(actor.getSnapshot())).toBeNull();
  });
});

describe('the start page', () => {
  const startPage = view('sv_s', 'Start', { isStartPage: true, path: '/benchmarking?level=3' });

  it.each(['/', '/home'])('opened at %s, the portal shows the start page instead', async (openedAt) => {
    const { inEnvironment, navigated } = startSavedViews(openedAt, { list: [startPage] });
    await inEnvironment();
    expect(navigated).toEqual(['/benchmarking?level=3']);
  });

  it.each([
    ['an address with its own query', '/home?level=4', '/home?level=4'],
    ['another page', '/network', '/network'],
    ['Home left for another page before the views arrived', '/', '/yearlyperformance'],
  ])('%s is honoured: no start page', async (_, openedAt, current) => {
    const { actor, inEnvironment, navigated } = startSavedViews(openedAt, { list: [startPage] });
    actor.send({ type: 'savedViews.addressChanged', path: current });
    await inEnvironment();
    expect(navigated).toEqual([]);
  });

  it('once per visit, also when the first list had none: a later list does not open it', async () => {
    let list: SavedView[] = [];
    const { inEnvironment, navigated } = startSavedViews('/', { list: () => list });
    await inEnvironment('prod');
    list = [startPage];
    await inEnvironment('train');
    expect(navigated).toEqual([]);
  });

  it('once per visit: switching environment does not open it again', async () => {
    const { inEnvironment, navigated } = startSavedViews('/', { list: [startPage] });
    await inEnvironment('prod');
    await inEnvironment('train');
    expect(navigated).toHaveLength(1);
  });
});

describe('views shared by link', () => {
  it("another user's view opens at its address and joins the shared views; the user's own does not", async () => {
    const shared = view('sv_t', 'Team', { ownedByYou: false });
    const own = view('sv_o', 'Own');
    const { actor, inEnvironment, navigated, ready } = startSavedViews('/home?view=sv_t', {
      list: [own],
      get: ({ id }) => (id === own.id ? own : shared),
    });
    // The link arrives before the environment: it waits for the list.
    actor.send({ type: 'savedViews.open', id: 'sv_t' });
    await inEnvironment();
    await ready();
    expect(navigated).toEqual([shared.path]);
    actor.send({ type: 'savedViews.open', id: 'sv_o' });
    await ready();
    expect(navigated).toEqual([shared.path, own.path]);
    expect(selectSharedViews(actor.getSnapshot()).map((saved) => saved.name)).toEqual(['Team']);
  });

  it('a link to no view of this environment (another tenant’s) opens nothing and says why', async () => {
    const { actor, inEnvironment, navigated, ready } = startSavedViews('/home?view=sv_x');
    actor.send({ type: 'savedViews.open', id: 'sv_x' });
    await inEnvironment();
    await ready();
    expect(navigated).toEqual([]);
    expect(selectSavedViewIssue(actor.getSnapshot())).toEqual({
      step: 'open',
      problem: 'notFound',
      viewId: 'sv_x',
    });
    expect(selectSharedViews(actor.getSnapshot())).toEqual([]);
  });
});
