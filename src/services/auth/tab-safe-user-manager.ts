import { type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { OIDC_CONSTANTS } from './oidc-settings';
import { userStorageKey } from './stored-user';

/** One name for the whole origin: at most one tab at a time refreshes the tokens. */
export const TOKEN_REFRESH_LOCK = 'qap-token-refresh';

type LockManagerLike = Pick<LockManager, 'request'>;

/** A sign-out whose first act is done: the revocation sent, the stored user removed. */
export interface BegunSignOut {
  /** For the end-session request (id_token_hint), read before the user was removed. */
  idToken?: string;
  /** Settles when the provider has answered the revocation (or it failed: end-session ends the grant too). */
  revoked: Promise<void>;
}

/**
 * A UserManager whose silent renewals (its own automatic ones included) run under a cross-tab
 * Web Lock. Refresh tokens rotate and the provider revokes the whole grant when a spent one is
 * used again, so two tabs refreshing at once would sign each other out. Under the lock, a tab that
 * finds tokens another tab has just renewed uses them instead of refreshing again, unless the API
 * has refused that very access token (the session ended at the provider): a renewal never
 * "succeeds" with it.
 */
export class TabSafeUserManager extends UserManager {
  private readonly refusedAccessTokens = new Set<string>();
  /** Known once discovery has named it (learnRevocationEndpoint), so sign-out need not wait for it. */
  private revocationEndpoint: string | undefined;

  constructor(
    settings: UserManagerSettings,
    private readonly locks: LockManagerLike | undefined = globalThis.navigator?.locks,
    /** Tokens with more than this left are fresh enough to share (the expiring notice's window). */
    private readonly freshForSeconds = settings.accessTokenExpiringNotificationTimeInSeconds ?? 60,
    /** Where the user is stored (the userStore's storage), read and cleared at once on sign-out. */
    private readonly storage?: Storage,
  ) {
    super(settings);
  }

  /** Asks discovery for the revocation endpoint ahead of any sign-out (the library caches the answer). */
  async learnRevocationEndpoint(): Promise<void> {
    this.revocationEndpoint = await this.metadataService.getRevocationEndpoint();
  }

  /**
   * Sign-out's first act, all started before this returns, so nothing the tab does next (it
   * redraws signed out, which took seconds on a heavy page) delays it: the refresh token is sent
   * to the revocation endpoint, which ends its grant and so every access token of this sign-in at
   * the API, and the stored user is removed, which signs the other tabs out at once. Undefined
   * while the endpoint is unknown: the library's own sign-out then revokes first, as before.
   */
  beginSignOut(): BegunSignOut | undefined {
    const endpoint = this.revocationEndpoint;
    const key = userStorageKey(this.settings.authority, this.settings.client_id);
    const stored = this.storage?.getItem(key);
    if (!endpoint || !stored) return undefined;
    const { refresh_token, id_token } = JSON.parse(stored) as { refresh_token?: string; id_token?: string };
    const revoked = refresh_token ? this.revoke(endpoint, refresh_token) : Promise.resolve();
    this.storage?.removeItem(key);
    return { idToken: id_token, revoked };
  }

  /** RFC 7009 from the page itself; keepalive, so a page that leaves meanwhile still sends it. */
  private revoke(endpoint: string, refreshToken: string): Promise<void> {
    const body = new URLSearchParams({
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: this.settings.client_id,
    });
    const seconds = this.settings.requestTimeoutInSeconds ?? OIDC_CONSTANTS.requestTimeoutInSeconds;
    const signal = AbortSignal.timeout(seconds * 1000);
    return fetch(endpoint, { method: 'POST', body, keepalive: true, signal }).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The API answered 401 to this access token: no renewal hands it back again. */
  refuse(accessToken: string): void {
    this.refusedAccessTokens.add(accessToken);
  }

  override async signinSilent(args: Parameters<UserManager['signinSilent']>[0] = {}): Promise<User | null> {
    // oidc-client-ts 3.5.0 passes signinSilent's own (usually absent) time-out over the
    // settings' one to a refresh-token renewal, so a refresh that gets no answer would wait
    // forever; named here, it gives up after the spec's silent request timeout.
    const timed = {
      ...args,
      silentRequestTimeoutInSeconds:
        args.silentRequestTimeoutInSeconds ?? this.settings.silentRequestTimeoutInSeconds,
    };
    if (!this.locks) return super.signinSilent(timed);
    return this.locks.request(TOKEN_REFRESH_LOCK, async () => {
      const stored = await this.getUser();
      const usable = stored && !stored.expired && !this.refusedAccessTokens.has(stored.access_token);
      if (usable && (stored.expires_in ?? 0) > this.freshForSeconds) {
        await this.events.load(stored);
        return stored;
      }
      return super.signinSilent(timed);
    });
  }
}
