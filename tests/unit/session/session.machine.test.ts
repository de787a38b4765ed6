import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  SILENT_RENEW_RETRY_MS,
  type SignInRequest,
  selectIsSignedIn,
  selectSignInError,
  sessionMachine,
} from '../../../machines/session';
import type { QapUser } from '../../../contract/domain.types';
import {
  expiredUser,
  facilityUser,
  renewedUser,
  renewTimeout,
  userWithoutToken,
  validUser,
} from '../../model/fixtures/session.fixtures';
import { startInSystem } from '../../model/system-harness';

interface Fakes {
  storedUser?: QapUser | null;
  renew?: () => Promise<QapUser>;
  complete?: () => Promise<{ user: QapUser; returnTo?: string }>;
  signInRedirect?: (request: SignInRequest) => Promise<undefined>;
  /** navigator.onLine, negated. */
  offline?: () => boolean;
}

function startSession(fakes: Fakes = {}, clock?: SimulatedClock) {
  const signOutRedirect = vi.fn(async () => undefined);
  const signInRedirect = vi.fn(fakes.signInRedirect ?? (() => new Promise<undefined>(() => {})));
  const logError = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      loadStoredUser: fromPromise(async () => fakes.storedUser ?? null),
      renewSilently: fromPromise(fakes.renew ?? (async () => renewedUser)),
      completeSignIn: fromPromise(fakes.complete ?? (async () => ({ user: validUser }))),
      signInRedirect: fromPromise(({ input }) => signInRedirect(input)),
      signOutRedirect: fromPromise(signOutRedirect),
    },
    actions: { logError: (_, params) => logError(params) },
    guards: {
      isRenewTimeout: (_, error) => (error as Error).name === 'ErrorTimeout',
      isOffline: () => fakes.offline?.() ?? false,
    },
  });
  const harness = startInSystem({
    machine,
    systemId: 'session',
    input: { loginHint: { userId: 'ada', tenantId: 't-1', token: 'hint' } },
    clock,
  });
  return { ...harness, signOutRedirect, signInRedirect, logError };
}

describe('session machine', () => {
  it('signed in means a user is present and not expired', async () => {
    const { subject } = startSession({ storedUser: validUser });
    const snapshot = await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(snapshot.context.user).toEqual(validUser);
  });

  it('with no stored user the session is signed out', async () => {
    const { subject } = startSession({ storedUser: null });
    const snapshot = await waitFor(subject, (s) => s.matches('signedOut'));
    expect(selectIsSignedIn(snapshot)).toBe(false);
  });

  it('a stored user without an access token is renewed silently', async () => {
    const renew = vi.fn(async () => renewedUser);
    const { subject } = startSession({ storedUser: userWithoutToken, renew });
    const snapshot = await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user?.accessToken).toBe('token-2');
  });

  it('an expired stored user is renewed silently', async () => {
    const renew = vi.fn(async () => renewedUser);
    const { subject } = startSession({ storedUser: expiredUser, renew });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it.each(['session.accessTokenExpired', 'session.sessionChanged'] as const)(
    'renewal also runs on %s',
    async (type) => {
      const renew = vi.fn(async () => renewedUser);
      const { subject } = startSession({ storedUser: validUser, renew });
      await waitFor(subject, (s) => s.hasTag('signedIn'));
      subject.send({ type });
      await waitFor(subject, (s) => s.hasTag('signedIn') && s.context.user?.accessToken === 'token-2');
      expect(renew).toHaveBeenCalledTimes(1);
    },
  );

  it('renewal also runs on user load when the loaded user cannot be used', async () => {
    const renew = vi.fn(async () => renewedUser);
    const { subject } = startSession({ storedUser: validUser, renew });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    subject.send({ type: 'session.userLoaded', user: expiredUser });
    await waitFor(subject, (s) => s.context.user?.accessToken === 'token-2');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('a usable loaded user signs the session in without renewal', async () => {
    const renew = vi.fn(async () => renewedUser);
    const { subject } = startSession({ storedUser: null, renew });
    await waitFor(subject, (s) => s.matches('signedOut'));
    subject.send({ type: 'session.userLoaded', user: validUser });
    expect(subject.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(renew).not.toHaveBeenCalled();
  });

  it('if renewal fails, the error is logged, the user is cleared and the user is redirected to sign-out', async () => {
    const { subject, signOutRedirect, logError } = startSession({
      storedUser: expiredUser,
      renew: async () => {
        throw new Error('login_required');
      },
    });
    const snapshot = await waitFor(subject, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(signOutRedirect).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Silent token renewal failed.' }),
    );
  });

  it('test 38: offline past the token’s end nobody is signed out, and the renewal runs as soon as the browser is back online', async () => {
    let online = false;
    const renew = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return renewedUser;
    });
    const { subject, signOutRedirect } = startSession(
      { storedUser: validUser, renew, offline: () => !online },
      new SimulatedClock(),
    );
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    subject.send({ type: 'session.accessTokenExpired' });
    const offline = await waitFor(subject, (s) => !s.matches('renewing'));
    expect(offline.value).toBe('waitingToRetryRenewal');
    expect(offline.context.user).toEqual(validUser);
    expect(signOutRedirect).not.toHaveBeenCalled();

    online = true;
    subject.send({ type: 'session.online' });
    // started on the online event itself, not on a timer
    expect(renew).toHaveBeenCalledTimes(2);
    const renewed = await waitFor(subject, (s) => !s.matches('renewing'));
    expect(renewed.hasTag('signedIn')).toBe(true);
    expect(renewed.context.user?.accessToken).toBe('token-2');
  });

  it('test 38: a minute offline is retried every 5 seconds and never signs the user out', async () => {
    const clock = new SimulatedClock();
    const renew = vi.fn(async (): Promise<QapUser> => {
      throw new TypeError('Failed to fetch');
    });
    const { subject, signOutRedirect } = startSession(
      { storedUser: expiredUser, renew, offline: () => true },
      clock,
    );
    await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
    for (let second = 5; second <= 60; second += 5) {
      clock.increment(SILENT_RENEW_RETRY_MS);
      await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
    }
    expect(renew).toHaveBeenCalledTimes(13);
    expect(signOutRedirect).not.toHaveBeenCalled();
    expect(subject.getSnapshot().context.user).toEqual(expiredUser);
  });

  it('a silent-renew timeout is retried after 5 seconds (named delay on the simulated clock)', async () => {
    const clock = new SimulatedClock();
    const renew = vi
      .fn<() => Promise<QapUser>>()
      .mockRejectedValueOnce(renewTimeout)
      .mockResolvedValueOnce(renewedUser);
    const { subject } = startSession({ storedUser: expiredUser, renew }, clock);
    await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
    clock.increment(SILENT_RENEW_RETRY_MS - 1);
    expect(renew).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('a second silent-renew timeout gives up: user cleared and redirected to sign-out', async () => {
    const clock = new SimulatedClock();
    const { subject, signOutRedirect } = startSession(
      { storedUser: expiredUser, renew: () => Promise.reject(renewTimeout) },
      clock,
    );
    await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
    clock.increment(SILENT_RENEW_RETRY_MS);
    await waitFor(subject, (s) => s.matches('waitingToRetryRenewal') && s.context.renewRetries === 1);
    clock.increment(SILENT_RENEW_RETRY_MS);
    await waitFor(subject, (s) => s.matches('signedOut'));
    expect(signOutRedirect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a completed sign-in', { type: 'session.completeSignIn', url: '/oauth?code=c' }],
    ['the identity library dropping the user', { type: 'session.unload' }],
  ] as const)(
    'a renewal cut short by %s leaves the next renewal its one retry (section 8)',
    async (_, cut) => {
      const clock = new SimulatedClock();
      const renew = vi
        .fn<() => Promise<QapUser>>()
        .mockRejectedValueOnce(renewTimeout)
        .mockRejectedValueOnce(renewTimeout)
        .mockRejectedValueOnce(renewTimeout)
        .mockResolvedValueOnce(renewedUser);
      const { subject, signOutRedirect } = startSession({ storedUser: expiredUser, renew }, clock);
      // The first renewal and its retry both time out; before giving up, the cycle is cut short.
      await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
      clock.increment(SILENT_RENEW_RETRY_MS);
      await waitFor(subject, (s) => s.matches('waitingToRetryRenewal') && renew.mock.calls.length === 2);
      subject.send(cut);
      if (cut.type === 'session.unload') subject.send({ type: 'session.userLoaded', user: validUser });
      await waitFor(subject, (s) => s.hasTag('signedIn'));
      // A later renewal times out once: it is retried after 5 seconds, not signed out.
      subject.send({ type: 'session.accessTokenExpired' });
      await waitFor(subject, (s) => s.matches('waitingToRetryRenewal'));
      clock.increment(SILENT_RENEW_RETRY_MS);
      await waitFor(subject, (s) => s.hasTag('signedIn'));
      expect(renew).toHaveBeenCalledTimes(4);
      expect(signOutRedirect).not.toHaveBeenCalled();
    },
  );

  it('the user is cleared on unload', async () => {
    const { subject } = startSession({ storedUser: validUser });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    subject.send({ type: 'session.unload' });
    expect(subject.getSnapshot().context.user).toBeNull();
    expect(selectIsSignedIn(subject.getSnapshot())).toBe(false);
  });

  it('sign-in starts the code + PKCE redirect with the configured login hint and extra query parameters', async () => {
    const { subject, signInRedirect } = startSession({ storedUser: null });
    await waitFor(subject, (s) => s.matches('signedOut'));
    subject.send({ type: 'session.signIn' });
    expect(signInRedirect).toHaveBeenCalledWith({
      login_hint: 'ada',
      extraQueryParams: { token: 'hint', __tenant: 't-1', tenant_id: 't-1' },
    });
    expect(subject.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sign-out clears the user and goes to the end-session redirect', async () => {
    const { subject, signOutRedirect } = startSession({ storedUser: validUser });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    subject.send({ type: 'session.signOut' });
    const snapshot = await waitFor(subject, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(signOutRedirect).toHaveBeenCalledTimes(1);
  });

  it('completing the oauth callback signs in and asks to go back to the page that started sign-in', async () => {
    const { subject, emitted } = startSession({
      storedUser: null,
      complete: async () => ({ user: validUser, returnTo: '/benchmarking' }),
    });
    await waitFor(subject, (s) => s.matches('signedOut'));
    subject.send({ type: 'session.completeSignIn', url: 'http://localhost/oauth?code=1&state=2' });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(emitted).toContainEqual({ type: 'navigate', routeName: 'Index', path: '/benchmarking' });
  });

  it('a sign-in started on /oauth itself goes back to Index, never to the spent callback', async () => {
    const { subject, emitted } = startSession({
      storedUser: null,
      complete: async () => ({ user: validUser, returnTo: '/oauth?code=1&state=2' }),
    });
    await waitFor(subject, (s) => s.matches('signedOut'));
    subject.send({ type: 'session.completeSignIn', url: 'http://localhost/oauth?code=3&state=4' });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(emitted).toContainEqual({ type: 'navigate', routeName: 'Index', path: undefined });
  });

  for (const returnTo of ['//evil.test/x', '/\\evil.test/x', 'https://evil.test/x', 'javascript:alert(1)']) {
    it(`a return address off this origin (${returnTo}) goes Home instead`, async () => {
      const { subject, emitted } = startSession({
        storedUser: null,
        complete: async () => ({ user: validUser, returnTo }),
      });
      await waitFor(subject, (s) => s.matches('signedOut'));
      subject.send({ type: 'session.completeSignIn', url: 'http://localhost/oauth?code=1&state=2' });
      await waitFor(subject, (s) => s.hasTag('signedIn'));
      expect(emitted).toContainEqual({ type: 'navigate', routeName: 'Index', path: undefined });
    });
  }

  it('a callback that cannot complete shows the error message with a retry that restarts sign-in', async () => {
    const { subject, signInRedirect } = startSession({
      storedUser: null,
      complete: async () => {
        throw new Error('No matching state found in storage');
      },
    });
    subject.send({ type: 'session.completeSignIn', url: 'http://localhost/oauth?code=1&state=2' });
    const failed = await waitFor(subject, (s) => s.hasTag('error'));
    expect(selectSignInError(failed)).toBe('No matching state found in storage');
    subject.send({ type: 'session.retry' });
    expect(signInRedirect).toHaveBeenCalledTimes(1);
    expect(selectSignInError(subject.getSnapshot())).toBeNull();
  });

  it('a failing sign-in redirect is shown as an error with its message', async () => {
    const { subject } = startSession({
      storedUser: null,
      signInRedirect: async () => {
        throw new Error('Network Error');
      },
    });
    await waitFor(subject, (s) => s.matches('signedOut'));
    subject.send({ type: 'session.signIn' });
    const failed = await waitFor(subject, (s) => s.hasTag('error'));
    expect(selectSignInError(failed)).toBe('Network Error');
  });

  it('a change to signed in tells sync (full sync), usage (identity) and filter (facility user flag)', async () => {
    const { subject, sentTo } = startSession({ storedUser: facilityUser });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    expect(sentTo('sync')).toEqual([{ type: 'sync.full', signedIn: true }]);
    expect(sentTo('usage')).toEqual([
      {
        type: 'usage.signedIn',
        identity: { userId: 'u-2', userEmail: 'ada@example.org', userOrganisation: 'Org 1' },
      },
    ]);
    expect(sentTo('filter')).toEqual([{ type: 'filter.userChanged', isFacilityUser: true }]);
  });

  it('a change to signed out tells sync, usage and filter once; staying signed in after a renewal tells nobody', async () => {
    const { subject, sentTo } = startSession({ storedUser: validUser });
    await waitFor(subject, (s) => s.hasTag('signedIn'));
    subject.send({ type: 'session.accessTokenExpired' });
    await waitFor(subject, (s) => s.hasTag('signedIn') && s.context.user?.accessToken === 'token-2');
    expect(sentTo('sync')).toHaveLength(1);
    subject.send({ type: 'session.signOut' });
    await waitFor(subject, (s) => s.matches('signedOut'));
    expect(sentTo('sync')).toEqual([
      { type: 'sync.full', signedIn: true },
      { type: 'sync.full', signedIn: false },
    ]);
    expect(sentTo('usage', 'usage.signedOut')).toHaveLength(1);
    expect(sentTo('filter').at(-1)).toEqual({ type: 'filter.userChanged', isFacilityUser: false });
  });
});
