import { type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';

/** One name for the whole origin: at most one tab at a time refreshes the tokens. */
export const TOKEN_REFRESH_LOCK = 'qap-token-refresh';

type LockManagerLike = Pick<LockManager, 'request'>;

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

  constructor(
    settings: UserManagerSettings,
    private readonly locks: LockManagerLike | undefined = globalThis.navigator?.locks,
    /** Tokens with more than this left are fresh enough to share (the expiring notice's window). */
    private readonly freshForSeconds = settings.accessTokenExpiringNotificationTimeInSeconds ?? 60,
  ) {
    super(settings);
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
