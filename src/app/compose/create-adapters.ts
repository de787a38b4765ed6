import { createAnalyticsServices } from '../../services/analytics/analytics-services';
import { createQpsClient, loadRuntimeConfig, loadRuntimeConfigOrCopy } from '../../services/api';
import { createI18n } from '../../services/i18n';
import { firstCultureGuess } from '../../services/i18n/first-culture';
import { startTextsOf } from '../router/lazy-pages';
import { createOfflineAnswers, createOfflineCopy, createPersistentStorage } from '../../services/storage';
import { localStorageIfAllowed } from '../../services/storage/site-storage';
import { hasStoredUser } from '../../services/auth/stored-user';
import type { TabSafeUserManager } from '../../services/auth/tab-safe-user-manager';
import type { RuntimeConfig } from '../../../contract/domain.types';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { loadAuth } from './load-auth';
import { renewAfterRefusal } from './renew-after-refusal';
import { createRuntime, readSession } from './runtime';
import { showFailure } from '../../components/notices/show-failure';

/** The identity provider's client id of the portal (a public client using PKCE). */
export const PORTAL_CLIENT_ID = 'qap-portal';

/** Every live object of the portal, built once: the machines only ever see effects made from them. */
export function createAdapters() {
  const runtime = createRuntime();
  const offlineConfig = createOfflineCopy<RuntimeConfig>('runtime-config');
  const i18n = createI18n(firstCultureGuess(window.location.search, localStorageIfAllowed()), {
    startNamespaces: startTextsOf(window.location.pathname),
  });
  const analytics = createAnalyticsServices({ getConfig: () => runtime.config });
  const qps = createQpsClient({
    baseUrl: () => runtime.config?.qesBaseUrl,
    getSession: () => readSession(runtime),
    // Spec section 8: a failed call with error.message shows a negative notification.
    notify: ({ message }) => showFailure(message, () => i18n.i18n.t('frame:common.closeNotification')),
    recordError: (error) => analytics.recordError(error),
    describeFailure: (kind) => i18n.i18n.t(`frame:failure.${kind}`),
    renewSession: (refusedAccessToken) => renewAfterRefusal(getUserManager, runtime, refusedAccessToken),
    offlineAnswers: createOfflineAnswers(),
    onOfflineAnswer: (savedAt) =>
      runtime.root?.system.get(SYSTEM_IDS.sync)?.send({ type: 'sync.offlineAnswer', savedAt }),
  });
  let userManager: Promise<TabSafeUserManager> | null = null;
  /** The UserManager once created, for the one step that cannot wait for it (sign-out's first act). */
  let createdUserManager: TabSafeUserManager | undefined;
  let announceUserManager: (created: TabSafeUserManager) => void = () => {};
  /** Resolves with the UserManager once the first call has created it (after config.json). */
  const userManagerCreated = new Promise<TabSafeUserManager>((resolve) => {
    announceUserManager = resolve;
  });
  /**
   * Created on first use, with oidc-client-ts loaded then (not in the first screen's bundle):
   * the identity-server URL is only known once config.json has loaded.
   */
  const getUserManager = (): Promise<TabSafeUserManager> => {
    const authority = runtime.config?.identityServerBaseUrl;
    if (!authority) return Promise.reject(new Error('Identity server base URL is not configured.'));
    userManager ??= loadAuth().then(({ createUserManager }) => {
      const created = createUserManager({
        authority,
        clientId: PORTAL_CLIENT_ID,
        portalOrigin: window.location.origin,
        loginHint: runtime.config?.loginHint,
      });
      createdUserManager = created;
      announceUserManager(created);
      return created;
    });
    // A failed load (offline, storage blocked) may be tried again by the next sign-in step.
    userManager.catch(() => {
      userManager = null;
    });
    return userManager;
  };
  /** Whether a signed-in user is stored, known without the identity library. */
  const hasStoredSession = (): boolean => {
    const authority = runtime.config?.identityServerBaseUrl;
    const storage = localStorageIfAllowed();
    return Boolean(authority && storage && hasStoredUser(storage, authority, PORTAL_CLIENT_ID));
  };
  return {
    runtime,
    /** GET /config.json, completed from the tenant service (the app machine's loadConfig). */
    loadConfig: (signal?: AbortSignal) =>
      loadRuntimeConfigOrCopy(() => loadRuntimeConfig('/config.json', { signal }), offlineConfig),
    analytics,
    qps,
    getUserManager,
    userManagerNow: () => createdUserManager,
    hasStoredSession,
    userManagerCreated,
    storage: createPersistentStorage(),
    i18n,
  };
}

export type Adapters = ReturnType<typeof createAdapters>;
