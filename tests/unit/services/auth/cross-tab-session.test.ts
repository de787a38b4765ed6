// @vitest-environment jsdom
import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRenewTimeout } from '../../../../src/services/auth/auth-error';
import { followOtherTabs, userStorageKey } from '../../../../src/services/auth/cross-tab-session';
import { userManagerSettings } from '../../../../src/services/auth/oidc-settings';
import { TabSafeUserManager } from '../../../../src/services/auth/tab-safe-user-manager';
import { signinSilent } from '../../../../src/services/auth/user-manager';

const options = {
  authority: 'https://id.example.test',
  clientId: 'qap-portal',
  portalOrigin: 'https://qap.example.test',
};
const KEY = userStorageKey(options.authority, options.clientId);

/** Two "tabs" share one storage, as the portal's tabs share localStorage. */
function managerOver(storage: Storage, locks?: Pick<LockManager, 'request'>) {
  const settings = {
    ...userManagerSettings(options, storage),
    automaticSilentRenew: false,
    monitorSession: false,
  };
  return new TabSafeUserManager(
    { ...settings, userStore: new WebStorageStateStore({ store: storage }) },
    locks,
  );
}

const userExpiringIn = (seconds: number) =>
  new User({
    access_token: `token-${seconds}`,
    token_type: 'Bearer',
    refresh_token: 'refresh',
    profile: { sub: 'u1', iss: options.authority, aud: options.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + seconds,
  });

/** A Web Locks stand-in: requests for one name run one after the other. */
function serialLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const held: string[] = [];
  return {
    held,
    request: ((name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(async () => {
        held.push(name);
        return callback();
      });
      tail = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}

afterEach(() => vi.restoreAllMocks());

describe('every other tab of the portal signs out, and follows renewed tokens', () => {
  it('the stored user removed by another tab unloads it here (the session machine then signs out)', async () => {
    const storage = new InMemoryWebStorage();
    const tab = managerOver(storage);
    const unloaded = vi.fn();
    tab.events.addUserUnloaded(unloaded);
    followOtherTabs(tab, KEY, window);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, oldValue: '{}', newValue: null }));
    await vi.waitFor(() => expect(unloaded).toHaveBeenCalledTimes(1));
  });

  it('tokens renewed by another tab are loaded here, so this tab sends the new access token', async () => {
    const storage = new InMemoryWebStorage();
    const tab = managerOver(storage);
    const loaded = vi.fn();
    tab.events.addUserLoaded(loaded);
    followOtherTabs(tab, KEY, window);
    const renewed = userExpiringIn(3600);
    storage.setItem(KEY, renewed.toStorageString());
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: renewed.toStorageString() }));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loaded.mock.calls[0][0].access_token).toBe('token-3600');
  });

  it('changes to other keys are none of its business', async () => {
    const tab = managerOver(new InMemoryWebStorage());
    const unloaded = vi.fn();
    tab.events.addUserUnloaded(unloaded);
    followOtherTabs(tab, KEY, window);
    window.dispatchEvent(new StorageEvent('storage', { key: 'filter-state', newValue: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unloaded).not.toHaveBeenCalled();
  });
});

describe('two tabs never log each other out (token refresh under a cross-tab lock)', () => {
  it('renewal runs under the one refresh lock of the origin', async () => {
    const locks = serialLocks();
    const storage = new InMemoryWebStorage();
    storage.setItem(KEY, userExpiringIn(3600).toStorageString());
    await managerOver(storage, locks).signinSilent();
    expect(locks.held).toEqual(['qap-token-refresh']);
  });

  it('a tab that finds tokens another tab has just renewed uses them and does not spend the refresh token again', async () => {
    const locks = serialLocks();
    const storage = new InMemoryWebStorage();
    storage.setItem(KEY, userExpiringIn(3600).toStorageString());
    const tab = managerOver(storage, locks);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await tab.signinSilent();
    expect(user?.access_token).toBe('token-3600');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tokens about to expire are refreshed (the library is asked to renew)', async () => {
    const locks = serialLocks();
    const storage = new InMemoryWebStorage();
    storage.setItem(KEY, userExpiringIn(30).toStorageString());
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(managerOver(storage, locks).signinSilent()).rejects.toThrow();
    // the library went to the provider (discovery first) instead of handing back the old tokens
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith(options.authority))).toBe(true);
  });
});

describe('spec section 9: silent request timeout 10 seconds', () => {
  it('a renewal by refresh token that gets no answer gives up after 10 s as a silent-renew timeout (the one failure retried)', async () => {
    vi.useFakeTimers();
    try {
      const storage = new InMemoryWebStorage();
      storage.setItem(KEY, userExpiringIn(30).toStorageString());
      // The provider's settings answer; the token endpoint never does (only an abort ends it).
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        if (String(input).endsWith('/.well-known/openid-configuration'))
          return Promise.resolve(
            Response.json({ issuer: options.authority, token_endpoint: `${options.authority}/token` }),
          );
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      });
      const renewal = signinSilent(managerOver(storage, serialLocks())).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(9_900);
      expect(await Promise.race([renewal, 'still waiting'])).toBe('still waiting');
      await vi.advanceTimersByTimeAsync(100);
      expect(isRenewTimeout(await Promise.race([renewal, 'still waiting']))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
