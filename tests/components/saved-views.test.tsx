import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFakePortal } from './support/fake-portal';
import { savedView } from './support/fake-saved-views';

/**
 * The portal side: save the current view with a name, list, rename, delete with
 * a confirmation, make one the start page, open a view shared by link (docs/ui.md, Saved views).
 */
let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

const appPath = () => portal?.actor.getSnapshot().context.path;

async function openSavedViews() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Saved views' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Saved views' }) };
}

describe('saving and managing views', () => {
  it('the current address is saved under its name and listed; a blank name and a taken name are refused with a message', async () => {
    portal = renderFakePortal({
      path: '/home',
      savedViews: { mine: [savedView('Level 5', '/home?level=5')] },
    });
    let { user, dialog } = await openSavedViews();
    expect(await within(dialog).findByRole('link', { name: 'Level 5' })).toHaveAttribute(
      'href',
      '/home?level=5',
    );

    let name = within(dialog).getByLabelText('Name of the current view');
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save current view' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeInTheDocument();
    expect(portal.qps.createSavedView).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'Level 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save current view' }));
    expect(
      await within(dialog).findByText('You already have a view with this name. Choose another name.'),
    ).toBeInTheDocument();
    // Closed and opened again, the dialog starts without the old message.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    ({ dialog } = await openSavedViews());
    expect(within(dialog).queryByText(/already have a view/)).not.toBeInTheDocument();
    name = within(dialog).getByLabelText('Name of the current view');

    await user.clear(name);
    await user.type(name, 'My home');
    await user.click(within(dialog).getByRole('button', { name: 'Save current view' }));
    const saved = await within(dialog).findByRole('link', { name: 'My home' });
    // The address with the filter the page wrote into it.
    expect(portal.qps.createSavedView).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'My home' }),
      expect.anything(),
    );
    expect(saved.getAttribute('href')).toMatch(/^\/home\?.*active=yes/);
    expect(name).toHaveValue('');
  });

  it('a view is renamed in place, made the start page (and unmade), and deleted only after a confirmation', async () => {
    portal = renderFakePortal({
      path: '/home',
      savedViews: { mine: [savedView('Old name', '/benchmarking')] },
    });
    const { user, dialog } = await openSavedViews();
    const actions = await within(dialog).findByRole('group', { name: 'Actions for Old name' });
    // Escape leaves the rename, not the dialog.
    await user.click(within(actions).getByRole('button', { name: 'Rename' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Old name' })).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Saved views' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const rename = within(dialog).getByLabelText('New name for Old name');
    await user.clear(rename);
    await user.type(rename, 'New name{Enter}');
    // Back on the view's name, not lost on the page.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'New name' })).toHaveFocus());

    const renamed = within(dialog).getByRole('group', { name: 'Actions for New name' });
    await user.click(within(renamed).getByRole('button', { name: 'Make start page' }));
    expect(await within(dialog).findByText('Start page')).toBeInTheDocument();
    expect(portal.qps.updateSavedView).toHaveBeenLastCalledWith(
      expect.any(String),
      { isStartPage: true },
      expect.anything(),
    );
    await user.click(within(renamed).getByRole('button', { name: 'Stop using as start page' }));
    await waitFor(() => expect(within(dialog).queryByText('Start page')).not.toBeInTheDocument());

    await user.click(within(renamed).getByRole('button', { name: 'Delete' }));
    expect(portal.qps.deleteSavedView).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'New name' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    expect(await within(dialog).findByText(/You have no saved views yet/)).toBeInTheDocument();
    expect(portal.qps.deleteSavedView).toHaveBeenCalledTimes(1);
  });

  it('opening a view goes to its address and closes the dialog', async () => {
    portal = renderFakePortal({
      path: '/home',
      savedViews: { mine: [savedView('Compare', '/benchmarking?level=3')] },
    });
    const { user, dialog } = await openSavedViews();
    await user.click(await within(dialog).findByRole('link', { name: 'Compare' }));
    await waitFor(() => expect(appPath()).toBe('/benchmarking'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('start page', () => {
  const start = savedView('Start', '/benchmarking?level=3', { isStartPage: true });

  it('the portal opened at its root shows the start page instead of Home', async () => {
    portal = renderFakePortal({ path: '/', savedViews: { mine: [start] } });
    await waitFor(() => expect(appPath()).toBe('/benchmarking'));
  });

  it('an address of its own (a filtered Home) is honoured: the start page does not replace it', async () => {
    portal = renderFakePortal({ path: '/home?level=4', savedViews: { mine: [start] } });
    const { dialog } = await openSavedViews();
    // The list (with the start page) has arrived, and the page stayed where the address said.
    await within(dialog).findByRole('link', { name: 'Start' });
    expect(appPath()).toBe('/home');
  });
});

describe('views shared by link (?view=<id>)', () => {
  it("another user's view opens at its address and is listed under Shared with me", async () => {
    const shared = savedView('Team view', '/benchmarking?level=2', { ownedByYou: false });
    portal = renderFakePortal({ path: `/home?view=${shared.id}`, savedViews: { others: [shared] } });
    await waitFor(() => expect(appPath()).toBe('/benchmarking'));
    const { dialog } = await openSavedViews();
    expect(within(dialog).getByRole('heading', { name: 'Shared with me' })).toBeInTheDocument();
    const actions = within(dialog).getByRole('group', { name: 'Actions for Team view' });
    expect(within(actions).queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('a link to no view of this environment (another tenant’s) says so and opens nothing', async () => {
    portal = renderFakePortal({ path: '/home?view=sv_othertenant00000000' });
    expect(
      await screen.findByText('This view does not exist, or it is not shared in your environment.'),
    ).toBeInTheDocument();
    expect(appPath()).toBe('/home');
  });
});
