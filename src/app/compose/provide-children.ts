/**
 * Each child machine with its real effects, made from the adapters. Effects read the runtime at
 * call time (configuration, session), so they can be built before config.json has loaded.
 */
import type { UserManager } from 'oidc-client-ts';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { environmentMachine } from '../../../machines/environment';
import type { WireFilter } from '../../../machines/filter';
import { languageMachine } from '../../../machines/language';
import { hasPermission, permissionsMachine, selectHasPermissions } from '../../../machines/permissions';
import type { CompleteSignInOutput, SignInRequest } from '../../../machines/session';
import { sessionMachine } from '../../../machines/session';
import type { UserSettings } from '../../../contract/domain.types';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { type SyncEffects, syncMachine } from '../../../machines/sync';
import { type LoadTogglesInput, type LoadTogglesOutput, togglesMachine } from '../../../machines/toggles';
import { usageMachine } from '../../../machines/usage';
import { createUsageImplementations } from '../../services/analytics/usage-implementations';
import { isRenewTimeout } from '../../services/auth/auth-error';
import type { Adapters } from './create-adapters';
import { loadAuth } from './load-auth';
import { type Runtime, readSession, whenEnvironmentSelected } from './runtime';

const logError = (_: unknown, { message, error }: { message: string; error?: unknown }) =>
  console.error(message, error);
const isOnline = () => navigator.onLine;

type PermissionsActor = ActorRefFrom<typeof permissionsMachine>;

/** A signed-in call that needs the environment id: it waits for the selection first. */
function inEnvironment<TInput, TOutput>(
  runtime: Runtime,
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    await whenEnvironmentSelected(runtime, signal);
    return call(input, signal);
  });
}

export function provideSession({ getUserManager, userManagerNow, hasStoredSession, i18n }: Adapters) {
  // The identity provider's pages follow the portal's language (OIDC ui_locales).
  const uiLocales = () => i18n.i18n.language;
  /** The identity library's effect `use`, with the library loaded first. */
  const withAuth = async <T>(
    use: (auth: Awaited<ReturnType<typeof loadAuth>>, manager: UserManager) => Promise<T>,
  ) => {
    const [auth, manager] = await Promise.all([loadAuth(), getUserManager()]);
    return use(auth, manager);
  };
  return sessionMachine.provide({
    actors: {
      // Nobody stored: no need to load the identity library to know it (the public page stays light).
      loadStoredUser: fromPromise(async () =>
        hasStoredSession() ? withAuth((auth, manager) => auth.loadStoredUser(manager)) : null,
      ),
      renewSilently: fromPromise(() => withAuth((auth, manager) => auth.signinSilent(manager))),
      // The page that asked for sign-in comes back from /oauth as returnTo.
      signInRedirect: fromPromise<undefined, SignInRequest>(async ({ input }) => {
        const returnTo = `${window.location.pathname}${window.location.search}`;
        await withAuth((auth, manager) => auth.signInRedirect(manager, input, returnTo, uiLocales()));
        return undefined;
      }),
      completeSignIn: fromPromise<CompleteSignInOutput, { url: string }>(({ input }) =>
        withAuth((auth, manager) => auth.completeSignIn(manager, input.url)),
      ),
      signOutRedirect: fromPromise<undefined, undefined>(async () => {
        // Revocation first, sent now, before this tab redraws signed out.
        const begun = userManagerNow()?.beginSignOut();
        await withAuth((auth, manager) => auth.signOutRedirect(manager, uiLocales(), begun));
        return undefined;
      }),
    },
    actions: { logError },
    guards: { isRenewTimeout: (_, error: unknown) => isRenewTimeout(error), isOffline: () => !isOnline() },
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

export function provideLanguage({ qps, runtime }: Adapters) {
  return languageMachine.provide({
    actors: {
      fetchLanguages: fromPromise(({ signal }) => qps.getLanguages({ signal })),
      saveUserLanguage: inEnvironment(
        runtime,
        (input: { language: string }, signal): Promise<unknown> =>
          qps.putUserSetting('language', input.language, { signal }),
      ),
    },
    actions: { logError },
    guards: { isOnline },
  });
}

export function provideToggles({ qps, runtime }: Adapters) {
  return togglesMachine.provide({
    actors: {
      loadToggles: inEnvironment(
        runtime,
        async (input: LoadTogglesInput, signal): Promise<LoadTogglesOutput> => {
          const result = await qps.getResultFirst(
            'General/AppToggles',
            { facilitySet: input.facilitySet },
            { signal },
          );
          return result?.data ?? null;
        },
      ),
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
    }),
  );
}

export function provideSync({ qps, runtime }: Adapters, hasHomePagePermission: () => Promise<boolean>) {
  return syncMachine.provide({
    actors: {
      loadUserSettings: inEnvironment(
        runtime,
        (_: undefined, signal): Promise<UserSettings | null> => qps.getUserSettings({ signal }),
      ),
      fetchFacilitySet: inEnvironment(runtime, (input: { filter: WireFilter }, signal) =>
        qps.getFacilitySet(input.filter, { signal }),
      ),
      checkHomePagePermission: fromPromise(() => hasHomePagePermission()),
      loadHomeData: inEnvironment(
        runtime,
        async (input: SyncEffects['loadHomeData']['input'], signal): Promise<unknown> => {
          // Asked by the filter, as Home asks itself: the answer kept on the device for offline
          // reading is then the one Home looks up after an offline reload (the sync is skipped then).
          const result = await qps.getResultFirst('Home/Summary', { filter: input.filter }, { signal });
          return result?.data ?? null;
        },
      ),
      fetchSyncProgress: inEnvironment(runtime, async (_: undefined, signal) => {
        const result = await qps.getResultFirst('General/SyncProgress', {}, { signal });
        return result?.data ?? null;
      }),
    },
    actions: {
      logSyncError: (_, { error }) => console.error('Sync failed.', error),
      forgetRememberedAnswers: () => qps.forgetRememberedAnswers(),
    },
    guards: { isOnline: () => isOnline() && runtime.config !== null },
  });
}

export function providePermissions({ qps, runtime }: Adapters) {
  return permissionsMachine.provide({
    actors: {
      fetchPermissions: inEnvironment(runtime, (_: unknown, signal) => qps.getPermissions({ signal })),
    },
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
