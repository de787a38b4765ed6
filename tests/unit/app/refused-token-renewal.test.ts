// @vitest-environment jsdom
import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import type { AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { renewAfterRefusal } from '../../../src/app/compose/renew-after-refusal';
import type { Runtime } from '../../../src/app/compose/runtime';
import { userStorageKey } from '../../../src/services/auth/cross-tab-session';
import { userManagerSettings } from '../../../src/services/auth/oidc-settings';
import { TabSafeUserManager } from '../../../src/services/auth/tab-safe-user-manager';

const options = {
  authority: 'https://id.example.test',
  clientId: 'qap-portal',
  portalOrigin: 'https://qap.example.test',
};
const KEY = userStorageKey(options.authority, options.clientId);
/** One tab at a time, as the browser's Web Locks grant it. */
const locks = { request: (_name: string, callback: () => Promise<unknown>) => callback() };

/** A stored user whose access token has an hour left: fresh enough to be shared between tabs. */
const storedUser = (accessToken: string) =>
  new User({
    access_token: accessToken,
    token_type: 'Bearer',
    refresh_token: 'refresh',
    profile: { sub: 'u1', iss: options.authority, aud: options.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  }).toStorageString();

function tabWith(storage: Storage) {
  const settings = {
    ...userManagerSettings(options, storage),
    automaticSilentRenew: false,
    monitorSession: false,
  };
  const manager = new TabSafeUserManager(
    { ...settings, userStore: new WebStorageStateStore({ store: storage }) },
    locks as unknown as Pick<LockManager, 'request'>,
  );
  const sent: unknown[] = [];
  const session = { send: (event: unknown) => sent.push(event) };
  const root = { system: { get: (id: string) => (id === SYSTEM_IDS.session ? session : undefined) } };
  const runtime: Runtime = { config: null, root: root as unknown as AnyActorRef };
  return { manager, runtime, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('a renewal never "succeeds" with the token the API refused', () => {
  it('a 401 for the stored token goes to the provider; refused there too, the session is told its sign-in is spent (it then signs out to the sign-in screen)', async () => {
    const storage = new InMemoryWebStorage();
    storage.setItem(KEY, storedUser('refused-token'));
    const { manager, runtime, sent } = tabWith(storage);
    // the provider cannot renew: the session ended there
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('session ended'));

    const renewed = await renewAfterRefusal(async () => manager, runtime, 'refused-token');

    expect(renewed).toBe(false);
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith(options.authority))).toBe(true);
    expect(sent).toEqual([{ type: 'session.accessTokenExpired' }]);
    // the session machine's own renewal does not hand the refused token back either
    await expect(manager.signinSilent()).rejects.toThrow();
  });

  it('tokens another tab renewed since are taken without asking the provider', async () => {
    const storage = new InMemoryWebStorage();
    storage.setItem(KEY, storedUser('renewed-by-another-tab'));
    const { manager, runtime, sent } = tabWith(storage);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    expect(await renewAfterRefusal(async () => manager, runtime, 'refused-token')).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await manager.getUser())?.access_token).toBe('renewed-by-another-tab');
    expect(sent).toEqual([]);
  });
});
