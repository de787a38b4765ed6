// @vitest-environment jsdom
import { InMemoryWebStorage, User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userManagerSettings } from '../../../../src/services/auth/oidc-settings';
import { userStorageKey } from '../../../../src/services/auth/stored-user';
import { TabSafeUserManager } from '../../../../src/services/auth/tab-safe-user-manager';

const options = {
  authority: 'https://id.example.test',
  clientId: 'qap-portal',
  portalOrigin: 'https://qap.example.test',
};
const KEY = userStorageKey(options.authority, options.clientId);
const REVOCATION = `${options.authority}/token/revocation`;

function signedInTab() {
  const storage = new InMemoryWebStorage();
  storage.setItem(
    KEY,
    new User({
      access_token: 'access',
      refresh_token: 'refresh',
      id_token: 'id-token',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: options.authority, aud: options.clientId, exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }).toStorageString(),
  );
  const settings = {
    ...userManagerSettings(options, storage),
    automaticSilentRenew: false,
    monitorSession: false,
  };
  const manager = new TabSafeUserManager(settings, undefined, undefined, storage);
  vi.spyOn(manager.metadataService, 'getRevocationEndpoint').mockResolvedValue(REVOCATION);
  return { manager, storage };
}

afterEach(() => vi.restoreAllMocks());

describe('revocation is the first thing sign-out does', () => {
  it('the refresh token is on its way to the revocation endpoint and the stored user gone before beginSignOut returns', async () => {
    const { manager, storage } = signedInTab();
    await manager.learnRevocationEndpoint();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));

    const begun = manager.beginSignOut();

    // nothing awaited yet: sent and removed within the click's own task
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe(REVOCATION);
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      token: 'refresh',
      token_type_hint: 'refresh_token',
      client_id: 'qap-portal',
    });
    expect(init?.keepalive).toBe(true);
    expect(storage.getItem(KEY) ?? null).toBeNull();
    expect(begun?.idToken).toBe('id-token');
    await expect(begun?.revoked).resolves.toBeUndefined();
  });

  it('before discovery has named the endpoint, nothing is begun: the library signs out its own way', () => {
    const { manager, storage } = signedInTab();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(manager.beginSignOut()).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(storage.getItem(KEY)).not.toBeNull();
  });
});
