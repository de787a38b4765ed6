import { type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';

/** One name for the whole origin: at most one tab at a time refreshes the tokens. */
export const TOKEN_REFRESH_LOCK = 'qap-token-refresh';

type LockManagerLike = Pick<LockManager, 'request'>;

/**
 * A UserManager whose silent renewals (its own automatic ones included) run under a cross-tab
 * Web Lock. Refresh tokens rotate and the provider revokes the whole grant when a spent one is
 * used again, so two tabs refreshing at once would sign each other out. Under the lock, a tab that
 * finds tokens another tab has just renewed uses them instead of refreshing again.
 */
export class TabSafeUserManager extends UserManager {
  constructor(
    settings: UserManagerSettings,
    private readonly locks: LockManagerLike | undefined = globalThis.navigator?.locks,
    /** Tokens with more than this left are fresh enough to share (the expiring notice's window). */
    private readonly freshForSeconds = settings.accessTokenExpiringNotificationTimeInSeconds ?? 60,
  ) {
    super(settings);
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
      if (stored && !stored.expired && (stored.expires_in ?? 0) > this.freshForSeconds) {
        await this.events.load(stored);
        return stored;
      }
      return super.signinSilent(timed);
    });
  }
}
