/**
 * The root with the REAL child machines and fake effects: the wiring of docs/actor-wiring.md
 * end to end (session -> sync -> environment/permissions/language -> start gate).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine, selectCanRenderRoutes, selectIsSpecialTenant } from '../../../machines/app';
import { environmentMachine } from '../../../machines/environment';
import type { WireFilter } from '../../../machines/filter';
import { filterMachine } from '../../../machines/filter';
import { languageMachine } from '../../../machines/language';
import { permissionsMachine } from '../../../machines/permissions';
import { sessionMachine } from '../../../machines/session';
import type { FacilitySet } from '../../../contract/facility-set.schemas';
import type { QapUser, SyncProgress, UserSettings } from '../../../contract/domain.types';
import type { HomeData } from '../../../machines/sync';
import { syncMachine } from '../../../machines/sync';
import type { LoadTogglesInput, LoadTogglesOutput } from '../../../machines/toggles';
import { togglesMachine } from '../../../machines/toggles';
import { myFacilityMachine } from '../../../machines/my-facility';
import { type SavedView, savedViewsMachine } from '../../../machines/saved-views';
import { usageMachine } from '../../../machines/usage';
import { storedSlices, validConfig } from '../../model/fixtures/app.fixtures';
import { envA, envB, tenantEnvironment } from '../../model/fixtures/environment.fixtures';
import { fetchedLanguages } from '../../model/fixtures/language.fixtures';
import { validUser } from '../../model/fixtures/session.fixtures';
import { noUsageEffects } from '../../model/fixtures/usage.fixtures';
import { view } from '../saved-views/saved-views.harness';

const START_PAGE = view('sv_start0000000000000', 'Start', {
  isStartPage: true,
  path: '/benchmarking?level=5',
});

function startPortal(storedUser: QapUser | null, path = '/home') {
  const noop = () => {};
  const trackEvent = vi.fn();
  const fetchEnvironments = vi.fn(async () => [envA, envB]);
  const fetchPermissions = vi.fn(async () => [{ name: 'QAP.HomePage' }]);
  const fetchTenantEnvironment = vi.fn(async () => tenantEnvironment);
  const machine = appMachine.provide({
    actors: {
      // A product-analytics token turns analytics on, so tracked events reach trackEvent.
      loadConfig: fromPromise(async () => ({ ...validConfig, qapMixpanelToken: 'mp-token' })),
      restorePersistedSlices: fromPromise(async () => storedSlices),
      session: sessionMachine.provide({
        actors: {
          loadStoredUser: fromPromise(async () => storedUser),
          renewSilently: fromPromise(async () => validUser),
          signInRedirect: fromPromise(async () => undefined),
          completeSignIn: fromPromise(async () => ({ user: validUser })),
          signOutRedirect: fromPromise(async () => undefined),
        },
        actions: { logError: noop },
        guards: { isRenewTimeout: () => false },
      }),
      environment: environmentMachine.provide({
        actors: {
          fetchEnvironments: fromPromise(fetchEnvironments),
          fetchTenantEnvironment: fromPromise(fetchTenantEnvironment),
        },
        actions: { logError: noop },
      }),
      language: languageMachine.provide({
        actors: {
          fetchLanguages: fromPromise(async () => fetchedLanguages),
          saveUserLanguage: fromPromise<unknown, { language: string }>(async () => undefined),
        },
        actions: { logError: noop },
        guards: { isOnline: () => true },
      }),
      permissions: permissionsMachine.provide({
        actors: { fetchPermissions: fromPromise(fetchPermissions) },
        actions: { logError: noop },
        guards: { isOnline: () => true },
      }),
      sync: syncMachine.provide({
        actors: {
          loadUserSettings: fromPromise<UserSettings | null, undefined>(async () => ({ language: 'de-DE' })),
          fetchFacilitySet: fromPromise<FacilitySet, { filter: WireFilter }>(async () => ({
            handle: 'fs_0123456789abcdefghijkl',
            count: 0,
          })),
          checkHomePagePermission: fromPromise(async () => true),
          loadHomeData: fromPromise<HomeData, { filter: WireFilter; facilitySet: string | undefined }>(
            async () => null,
          ),
          fetchSyncProgress: fromPromise<SyncProgress | null, undefined>(async () => null),
        },
        actions: { logSyncError: noop, forgetRememberedAnswers: noop },
        guards: { isOnline: () => true },
      }),
      filter: filterMachine,
      savedViews: savedViewsMachine.provide({
        actors: { listViews: fromPromise<SavedView[]>(async () => [START_PAGE]) },
      }),
      myFacility: myFacilityMachine.provide({
        actors: { findMyFacility: fromPromise<number | null, { environmentId: string }>(async () => 42) },
      }),
      toggles: togglesMachine.provide({
        actors: { loadToggles: fromPromise<LoadTogglesOutput, LoadTogglesInput>(async () => null) },
        actions: { logTogglesError: noop },
      }),
      usage: usageMachine.provide({
        actions: {
          ...noUsageEffects,
          trackEvent: (_: unknown, params: unknown) => trackEvent(params),
        } as never,
        guards: { hasWindowFocus: () => true },
      }),
    } as never,
    actions: { logError: noop },
  });
  const actor = createActor(machine, { input: { path } });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, trackEvent, fetchEnvironments, fetchPermissions, fetchTenantEnvironment };
}

describe('the portal actor system', () => {
  it('a signed-in start fetches environments and permissions, selects the restored environment and opens the start gate', async () => {
    const { actor, fetchEnvironments, fetchPermissions, emitted } = startPortal(validUser);
    const snapshot = await waitFor(actor, selectCanRenderRoutes, { timeout: 2000 });
    expect(fetchEnvironments).toHaveBeenCalled();
    expect(fetchPermissions).toHaveBeenCalled();
    expect(snapshot.context.selectedEnvironment).toEqual(envA);
    expect(selectIsSpecialTenant(snapshot)).toBe(true);
    // The user's saved language arrives through sync -> language.userSettingsLoaded.
    await waitFor(actor, () =>
      emitted.some((e) => e.type === 'language.changed' && 'cultureName' in e && e.cultureName === 'de-DE'),
    );
  });

  it('a signed-out start loads the tenant environment for the theme and keeps the gate closed outside /public', async () => {
    const { actor, fetchTenantEnvironment, fetchEnvironments } = startPortal(null);
    await waitFor(actor, (s) => s.context.languagesLoaded, { timeout: 2000 });
    await vi.waitFor(() => expect(fetchTenantEnvironment).toHaveBeenCalled());
    expect(fetchEnvironments).not.toHaveBeenCalled();
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(false);
  });

  it('switching environment through the system records "Qap switched environment" with analytics', async () => {
    const { actor, trackEvent } = startPortal(validUser);
    await waitFor(actor, selectCanRenderRoutes, { timeout: 2000 });
    actor.system.get('environment').send({ type: 'environment.select', id: 'b' });
    await waitFor(actor, (s) => s.context.selectedEnvironment?.id === 'b', { timeout: 2000 });
    expect(trackEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'Qap switched environment' }));
  });

  // The app actor, not a component, owns the main frame's actors.
  it('saved views, My facility and document downloads are children of the app actor, started at the first page of the main layout (with its address) and told the signed-in environment', async () => {
    const { actor } = startPortal(validUser, '/oauth');
    await waitFor(actor, selectCanRenderRoutes, { timeout: 2000 });
    actor.send({ type: 'app.addressChanged', routeName: 'OAuth', path: '/oauth?code=1' });
    expect(actor.getSnapshot().children.savedViews).toBeUndefined();
    expect(actor.getSnapshot().children.myFacility).toBeUndefined();
    expect(actor.getSnapshot().children.documentDownload).toBeUndefined();

    actor.send({ type: 'app.addressChanged', routeName: 'Home', path: '/home?level=4' });
    const { savedViews, myFacility } = actor.getSnapshot().children;
    expect(savedViews).toBe(actor.system.get('savedViews'));
    expect(myFacility).toBe(actor.system.get('myFacility'));
    expect(savedViews?.getSnapshot().context.openedAt).toBe('/home?level=4');
    expect(myFacility?.getSnapshot().context.openedAt).toBe('/home?level=4');
    // Who is signed in where comes from the session and environment, not from a component.
    await waitFor(savedViews as NonNullable<typeof savedViews>, (s) => s.matches('ready'), { timeout: 2000 });
    expect(savedViews?.getSnapshot().context.environmentId).toBe('a');
    // An analyst is no facility user: nothing to find.
    expect(myFacility?.getSnapshot().value).toBe('none');

    actor.send({ type: 'app.addressChanged', routeName: 'Benchmarking', path: '/benchmarking?level=2' });
    expect(savedViews?.getSnapshot().context.path).toBe('/benchmarking?level=2');
    expect(myFacility?.getSnapshot().context.path).toBe('/benchmarking?level=2');
    // The frame's pages download their documents through the app actor's child too.
    expect(actor.getSnapshot().children.documentDownload).toBe(actor.system.get('documentDownload'));
    expect(actor.getSnapshot().children.documentDownload?.getSnapshot().value).toBe('idle');
    // Still the same actors: a later page does not start them again.
    expect(actor.getSnapshot().children.savedViews).toBe(savedViews);
  });

  it('the start page of a portal opened at its plain root is asked for through the app actor (savedViews.navigate)', async () => {
    const { actor, emitted } = startPortal(validUser, '/');
    await waitFor(actor, selectCanRenderRoutes, { timeout: 2000 });
    actor.send({ type: 'app.addressChanged', routeName: 'Index', path: '/' });
    await vi.waitFor(() =>
      expect(emitted).toContainEqual({ type: 'savedViews.navigate', path: '/benchmarking?level=5' }),
    );
  });
});
