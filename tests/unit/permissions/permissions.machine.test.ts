import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  hasPermission,
  permissionsMachine,
  permissionsPersistentSlice,
  selectHasPermissions,
  selectIsFacilityUser,
  selectPermissionNames,
} from '../../../machines/permissions';
import { homeAndFacilityUser } from '../../model/fixtures/permissions.fixtures';

function startPermissions(
  options: { online?: boolean; fail?: boolean; restored?: typeof homeAndFacilityUser } = {},
) {
  const fetchPermissions = vi.fn(async () => {
    if (options.fail) throw new Error('Request failed');
    return homeAndFacilityUser;
  });
  const logError = vi.fn();
  const actor = createActor(
    permissionsMachine.provide({
      actors: { fetchPermissions: fromPromise(fetchPermissions) },
      actions: { logError: (_, params) => logError(params) },
      guards: { isOnline: () => options.online ?? true },
    }),
    { input: options.restored ? { restored: { permissions: options.restored } } : undefined },
  ).start();
  return { actor, fetchPermissions, logError };
}

describe('permissions machine', () => {
  it('offline, the list kept from the last sign-in decides the pages (offline reading)', () => {
    const { actor, fetchPermissions } = startPermissions({ online: false, restored: homeAndFacilityUser });
    expect(selectHasPermissions(actor.getSnapshot())).toBe(true);
    expect(hasPermission('QAP.HomePage')(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'permissions.refresh' });
    expect(fetchPermissions).not.toHaveBeenCalled();
  });

  it('nothing kept: the list is unknown until it loads', () => {
    const { actor } = startPermissions({ online: false });
    expect(selectHasPermissions(actor.getSnapshot())).toBe(false);
  });

  it('sign-out clears the kept list too (the slice saved is empty)', () => {
    const { actor } = startPermissions({ restored: homeAndFacilityUser });
    actor.send({ type: 'permissions.clear' });
    expect(permissionsPersistentSlice.select(actor.getSnapshot())).toEqual({ permissions: [] });
  });

  it('permissions are fetched for the signed-in user and can be checked by name', async () => {
    const { actor } = startPermissions();
    actor.send({ type: 'permissions.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(hasPermission('QAP.HomePage')(snapshot)).toBe(true);
    expect(hasPermission('QAP.BenchmarkingPage')(snapshot)).toBe(false);
  });

  it('the permission list is refreshed only when online', () => {
    const { actor, fetchPermissions } = startPermissions({ online: false });
    actor.send({ type: 'permissions.refresh' });
    expect(fetchPermissions).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('the permission list is cleared on sign-out', async () => {
    const { actor } = startPermissions();
    actor.send({ type: 'permissions.refresh' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'permissions.clear' });
    expect(actor.getSnapshot().context.permissions).toEqual([]);
    expect(hasPermission('QAP.HomePage')(actor.getSnapshot())).toBe(false);
  });

  it('the facility-user flag is the FacilityUser permission', async () => {
    const { actor } = startPermissions();
    expect(selectIsFacilityUser(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'permissions.refresh' });
    expect(selectIsFacilityUser(await waitFor(actor, (s) => s.matches('loaded')))).toBe(true);
  });

  it('a failed permission load is logged and grants nothing', async () => {
    const { actor, logError } = startPermissions({ fail: true });
    actor.send({ type: 'permissions.refresh' });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.permissions).toEqual([]);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading permissions failed.' }),
    );
  });

  it('the permission list counts as known once loaded or failed, not before', async () => {
    const { actor } = startPermissions();
    expect(selectHasPermissions(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'permissions.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectHasPermissions(snapshot)).toBe(true);
    expect(selectPermissionNames(snapshot)).toBe(selectPermissionNames(actor.getSnapshot()));
  });
});
