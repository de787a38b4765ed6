/**
 * Each child machine with its real effects, made from the adapters. Effects read the runtime at
 * call time (configuration, session), so they can be built before config.json has loaded.
 */
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { environmentMachine } from '../../../machines/environment';
import { languageMachine } from '../../../machines/language';
import { hasPermission, permissionsMachine, selectHasPermissions } from '../../../machines/permissions';
import type { CompleteSignInOutput, SignInRequest } from '../../../machines/session';
import { sessionMachine } from '../../../machines/session';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { syncMachine } from '../../../machines/sync';
import { togglesMachine } from '../../../machines/toggles';
import { usageMachine } from '../../../machines/usage';
import { createUsageImplementations } from '../../services/analytics/usage-implementations';
import type { WireFacilityFilter } from '../../services/api';
import {
  completeSignIn,
  isRetryableAuthError,
  loadStoredUser,
  signInRedirect,
  signinSilent,
  signOutRedirect,
} from '../../services/auth';
import type { Adapters } from './create-adapters';
import { type Runtime, readSession } from './runtime';

const logError = (_: unknown, { message, error }: { message: string; error?: unknown }) =>
  console.error(message, error);
const isOnline = () => navigator.onLine;

type PermissionsActor = ActorRefFrom<typeof permissionsMachine>;

export function provideSession({ getUserManager }: Adapters) {
  return sessionMachine.provide({
    actors: {
      loadStoredUser: fromPromise(() => loadStoredUser(getUserManager())),
      renewSilently: fromPromise(() => signinSilent(getUserManager())),
      // The page that asked for sign-in comes back from /oauth as returnTo.
      signInRedirect: fromPromise<undefined, SignInRequest>(async ({ input }) => {
        await signInRedirect(getUserManager(), input, `${window.location.pathname}${window.location.search}`);
        return undefined;
      }),
      completeSignIn: fromPromise<CompleteSignInOutput, { url: string }>(({ input }) =>
        completeSignIn(getUserManager(), input.url),
      ),
      signOutRedirect: fromPromise<undefined, undefined>(async () => {
        await signOutRedirect(getUserManager());
        return undefined;
      }),
    },
    actions: { logError },
    guards: { isRenewTimeout: (_, error: unknown) => isRetryableAuthError(error) },
  });
}

export function provideEnvironment({ qps, runtime }: Adapters) {
  return environmentMachine.provide({
    actors: {
      fetchEnvironments: fromPromise(({ signal }) => qps.getEnvironments({ signal })),
      fetchTenantEnvironment: fromPromise(({ signal }) =>
        qps.getTenantEnvironment({ tenantId: runtime.config?.loginHint?.tenantId }, { signal }),
      ),
    },
    actions: { logError },
  });
}

export function provideLanguage({ qps }: Adapters) {
  return languageMachine.provide({
    actors: {
      fetchLanguages: fromPromise(({ signal }) => qps.getLanguages({ signal })),
      saveUserLanguage: fromPromise(({ input, signal }) =>
        qps.putUserSetting('language', input.language, { signal }),
      ),
    },
    actions: { logError },
    guards: { isOnline },
  });
}

export function provideToggles({ qps }: Adapters) {
  return togglesMachine.provide({
    actors: {
      loadToggles: fromPromise(async ({ input, signal }) => {
        const result = await qps.getResultFirst<Record<string, boolean>>(
          'General/AppToggles',
          { filteredFacilities: input.facilityIds },
          { signal },
        );
        return result?.data ?? null;
      }),
    },
    actions: { logTogglesError: (_, { error }) => console.error('Loading the tab toggles failed.', error) },
  });
}

export function provideUsage(adapters: Adapters) {
  const { analytics, qps, runtime } = adapters;
  return usageMachine.provide(
    createUsageImplementations({
      analytics,
      api: qps,
      getSession: () => readSession(runtime),
      getConfig: () => runtime.config,
    }) as never,
  );
}

export function provideSync({ qps, runtime }: Adapters, hasHomePagePermission: () => Promise<boolean>) {
  return syncMachine.provide({
    actors: {
      loadUserSettings: fromPromise(({ signal }) => qps.getUserSettings({ signal })),
      fetchFacilities: fromPromise(({ input, signal }) =>
        qps.getFacilities(input.filter as WireFacilityFilter, { signal }),
      ),
      checkHomePagePermission: fromPromise(() => hasHomePagePermission()),
      loadHomeData: fromPromise(async ({ input, signal }) => {
        const result = await qps.getResultFirst('Home/Summary', { filter: input.filter }, { signal });
        return result?.data ?? null;
      }),
      fetchSyncProgress: fromPromise(async ({ signal }) => {
        const result = await qps.getResultFirst<{
          run_start_timestamp: string | null;
          run_end_timestamp: string | null;
        }>('General/SyncProgress', {}, { signal });
        return result?.data ?? null;
      }),
    },
    actions: { logSyncError: (_, { error }) => console.error('Sync failed.', error) },
    guards: { isOnline: () => isOnline() && runtime.config !== null },
  });
}

export function providePermissions({ qps }: Adapters) {
  return permissionsMachine.provide({
    actors: { fetchPermissions: fromPromise(({ signal }) => qps.getPermissions({ signal })) },
    actions: { logError },
    guards: { isOnline },
  });
}

/** Sync's checkHomePagePermission: waits for the permission list of this sign-in, then looks for QAP.HomePage. */
export function homePagePermissionCheck(runtime: Runtime) {
  return async (): Promise<boolean> => {
    const permissions = runtime.root?.system.get(SYSTEM_IDS.permissions) as PermissionsActor | undefined;
    if (!permissions) return false;
    const snapshot = await waitFor(permissions, selectHasPermissions);
    return hasPermission('QAP.HomePage')(snapshot);
  };
}
