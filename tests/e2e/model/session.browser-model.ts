import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { expiredUser, renewedUser, renewTimeout, validUser } from '../../model/fixtures/session.fixtures';
import { doneEvent, errorEvent } from '../../model/model-coverage';
import { type BrowserModel, type BrowserWorld, heldRequests, holdRequests, settled } from './browser-model';
import {
  openPortal,
  seesLeavingForSignIn,
  seesLeavingToSignOut,
  seesNobodyKnownYet,
  seesSessionLoader,
  seesSignedIn,
  seesSignInScreen,
  signInEarlierOnThisDevice,
  signOutInAnotherTab,
  submitLogin,
} from './browser-steps';

/** The identity provider's token endpoint: code exchange and refresh both answer here. */
const TOKEN = /\/token$/;
const END_SESSION = /\/session\/end/;

/** The provider's authorization endpoint, where every sign-in redirect goes first. */
const AUTHORIZE = /\/auth\?/;

/** The provider's sign-in settings, which the identity library reads before its first redirect. */
const DISCOVERY = /\/\.well-known\/openid-configuration$/;

const holdTokens = (world: BrowserWorld) => holdRequests(world, 'token', TOKEN, 'POST');

/** The refresh a renewal sends to the token endpoint (after the last one released or failed). */
const refreshArrived = async (world: BrowserWorld) => {
  const tokens = heldRequests(world, 'token');
  await tokens.arrived();
  expect(new URLSearchParams(tokens.bodies.at(-1) ?? '').get('grant_type')).toBe('refresh_token');
};

/** The access tokens of the e2e provider live an hour; the library renews 60 s before the end. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Spec section 9: a silent renewal gives up after 10 s, and one that timed out is retried after 5 s. */
const SILENT_REQUEST_TIMEOUT_MS = 10_000;
const SILENT_RENEW_RETRY_MS = 5000;

/** The renewal's refresh got no answer in time, and the wait before its one retry ended. */
const RENEWAL_TIMED_OUT = errorEvent('renewSilently', renewTimeout);
const RETRY_DUE = { type: 'xstate.after.silentRenewRetry.session.waitingToRetryRenewal' };

/** Renewals timed out in a row so far (the wait for the retry does not end the row). */
function timeoutsInARow(taken: readonly EventObject[]): number {
  const row = [...taken].reverse().filter((event) => event !== RETRY_DUE);
  const ended = row.findIndex((event) => event !== RENEWAL_TIMED_OUT);
  return ended === -1 ? row.length : ended;
}

/**
 * Where the retry rule puts the session after a time-out, or after the wait that follows one,
 * worked out from the steps taken apart from the machine (docs/spec-coverage.md: a timed-out
 * renewal is retried once after 5 s; a second time-out ends the session). Any other step: no
 * expectation here.
 */
function expectRetryRule(world: BrowserWorld, state: string): void {
  const last = world.taken.at(-1);
  if (last === RENEWAL_TIMED_OUT)
    expect(state, 'a timed-out renewal first waits 5 s').toBe('waitingToRetryRenewal');
  if (last === RETRY_DUE)
    expect(state, `after ${timeoutsInARow(world.taken)} time-out(s) in a row and 5 s`).toBe(
      timeoutsInARow(world.taken) < 2 ? 'renewing' : 'signingOut',
    );
}

/**
 * From now on the next refresh and the end-session redirect are held afresh, so a view can tell
 * whether one went out after this point.
 */
async function holdNextRefreshAndSignOut(world: BrowserWorld): Promise<void> {
  await holdTokens(world);
  await holdRequests(world, 'endSession', END_SESSION);
}

/**
 * Presses a sign-in button; the redirect is held at the provider's door, where the portal's part
 * ends. A tab whose identity library has not read the provider's settings yet asks for them
 * first: that request is held instead (a later step may release or fail it).
 */
async function pressToSignIn(world: BrowserWorld, name: string): Promise<void> {
  const authorize = await holdRequests(world, 'authorize', AUTHORIZE);
  const discovery = await holdRequests(world, 'discovery', DISCOVERY);
  await world.page.getByRole('button', { name, exact: true }).click({ noWaitAfter: true });
  await Promise.race([authorize.arrived(), discovery.arrived()]);
}

/** Why a sign-in could not start, in the path key (the fixtures' key does not tell failures apart). */
const PROVIDER_DOWN = 'The identity provider did not answer.';
type SessionKey = Record<string, unknown>;

/**
 * The session machine driven in the browser: page loads with and without a user kept on the
 * device, the real login page, the provider's token answers held back, released or refused, and
 * Sign out through the user menu.
 */
export const sessionBrowserModel: BrowserModel = {
  machine: 'session',
  reaches: { states: 9, transitions: 22 },
  pathKey: (key, context: { errorMessage: string | null }) => ({
    ...(key as SessionKey),
    error: context.errorMessage,
  }),
  // A clock the steps can move: an hour on, to the token's end.
  prepare: (world) => world.page.clock.install(),
  events: [
    {
      says: 'a first visit opens the portal',
      event: doneEvent('loadStoredUser', null),
      from: ['loadingStoredUser'],
      perform: (world) => openPortal(world),
    },
    {
      says: 'the portal opens on a device where the user signed in earlier',
      event: doneEvent('loadStoredUser', validUser),
      from: ['loadingStoredUser'],
      perform: async (world) => {
        await signInEarlierOnThisDevice(world);
        await openPortal(world);
      },
    },
    {
      says: 'the portal opens where the user signed in hours ago (token expired)',
      event: doneEvent('loadStoredUser', expiredUser),
      from: ['loadingStoredUser'],
      perform: async (world) => {
        await signInEarlierOnThisDevice(world, { expired: true });
        const tokens = await holdTokens(world);
        await openPortal(world);
        await tokens.arrived();
      },
    },
    {
      says: 'the provider renews the token',
      event: doneEvent('renewSilently', renewedUser),
      from: ['renewing'],
      perform: (world) => heldRequests(world, 'token').release(),
    },
    {
      // The browser comes back from the login page to /oauth with a code.
      says: 'the user signs in on the login page and comes back with a code',
      event: { type: 'session.completeSignIn', url: 'http://localhost:5173/oauth?code=c&state=s' },
      from: ['loadingStoredUser'],
      perform: async (world) => {
        await openPortal(world);
        await world.page.getByRole('button', { name: 'Sign in', exact: true }).click();
        const tokens = await holdTokens(world);
        await submitLogin(world);
        await tokens.arrived();
      },
    },
    {
      says: 'the provider exchanges the code for tokens',
      event: doneEvent('completeSignIn', { user: validUser, returnTo: '/' }),
      from: ['completingSignIn'],
      perform: (world) => heldRequests(world, 'token').release(),
    },
    {
      says: 'the provider refuses the code',
      event: errorEvent('completeSignIn', new Error('invalid_grant')),
      from: ['completingSignIn'],
      perform: (world) =>
        heldRequests(world, 'token').fail(400, {
          error: 'invalid_grant',
          error_description: 'grant request is invalid',
        }),
    },
    {
      says: 'the user opens the portal and presses Sign in',
      event: { type: 'session.signIn' },
      from: ['signedOut'],
      perform: async (world) => {
        // Opened afresh, the identity library asks for the provider's settings first (held).
        await world.page.reload();
        await pressToSignIn(world, 'Sign in');
      },
    },
    {
      says: 'the user presses Sign in again',
      event: { type: 'session.signIn' },
      from: ['signInFailed'],
      // A sign-in that could not start is shown on the sign-in screen, with Sign in (not /oauth's retry).
      when: (context: { errorMessage: string | null }) => context.errorMessage === PROVIDER_DOWN,
      perform: (world) => pressToSignIn(world, 'Sign in'),
    },
    {
      says: 'the user presses Start sign-in again',
      event: { type: 'session.retry' },
      from: ['signInFailed'],
      // Only the /oauth page's failure offers it.
      when: (context: { errorMessage: string | null }) => context.errorMessage !== PROVIDER_DOWN,
      perform: (world) => pressToSignIn(world, 'Start sign-in again'),
    },
    {
      says: 'the user chooses Sign out',
      event: { type: 'session.signOut' },
      from: ['signedIn'],
      perform: async (world) => {
        const endSession = await holdRequests(world, 'endSession', END_SESSION);
        await world.page.getByRole('button', { name: /^User menu for / }).click();
        await world.page.getByRole('menuitem', { name: 'Sign out' }).click({ noWaitAfter: true });
        await endSession.arrived();
      },
    },
    {
      says: 'the provider ends the session and sends the browser back',
      event: doneEvent('signOutRedirect'),
      from: ['signingOut'],
      perform: (world) => heldRequests(world, 'endSession').release(),
    },
    {
      says: 'the portal opens where the kept sign-in is unreadable (storage written over)',
      event: errorEvent('loadStoredUser', new Error('storage unavailable')),
      from: ['loadingStoredUser'],
      perform: async (world) => {
        await signInEarlierOnThisDevice(world, { damaged: true });
        await openPortal(world);
      },
    },
    {
      says: 'the user signs in in another tab',
      event: { type: 'session.userLoaded', user: renewedUser },
      from: ['signedOut'],
      perform: (world) => signInEarlierOnThisDevice(world),
    },
    {
      says: 'the user signs out in another tab',
      event: { type: 'session.unload' },
      from: ['signedIn'],
      perform: signOutInAnotherTab,
    },
    {
      says: 'an hour later, the portal renews the token a minute before it runs out',
      event: { type: 'session.userLoaded', user: renewedUser },
      from: ['signedIn'],
      perform: async (world) => {
        await holdTokens(world);
        await world.page.clock.fastForward(TOKEN_LIFETIME_MS - 55_000);
        await refreshArrived(world);
        const answered = world.page.waitForResponse((response) => TOKEN.test(response.url()));
        await heldRequests(world, 'token').release();
        await answered;
      },
    },
    {
      says: 'the token runs out while its renewal gets no answer',
      event: { type: 'session.accessTokenExpired' },
      from: ['signedIn'],
      perform: async (world) => {
        await holdTokens(world);
        await world.page.clock.fastForward(TOKEN_LIFETIME_MS + 5000);
        await refreshArrived(world);
      },
    },
    {
      says: 'the provider refuses the renewal (the grant was revoked)',
      event: errorEvent('renewSilently', new Error('invalid_grant')),
      from: ['renewing'],
      perform: async (world) => {
        const endSession = await holdRequests(world, 'endSession', END_SESSION);
        const tokens = heldRequests(world, 'token');
        await tokens.fail(400, { error: 'invalid_grant', error_description: 'grant revoked' });
        await endSession.arrived();
        // Every refresh until the sign-out was refused (the library's own renewal may have sent
        // one first); a later sign-in gets its tokens.
        await tokens.stop();
      },
    },
    {
      says: 'the refresh gets no answer for 10 s: the renewal times out',
      event: RENEWAL_TIMED_OUT,
      from: ['renewing'],
      // Driven where only the machine renews: a kept token that had run out before the portal
      // opened raises no "expiring" notice, so the library's own automatic renewal does not start
      // beside it (at a token's end during a visit both renew, one after the other under the
      // cross-tab lock, and a 10 s jump of the clock ends only the first).
      when: (context: { user: { expiresAt?: number } | null }) =>
        context.user?.expiresAt === expiredUser.expiresAt,
      perform: async (world) => {
        // The page itself gives up on the held refresh (the request fails as aborted).
        const givenUp = world.page.waitForEvent('requestfailed', (request) => TOKEN.test(request.url()));
        await holdNextRefreshAndSignOut(world);
        await world.page.clock.fastForward(SILENT_REQUEST_TIMEOUT_MS);
        await givenUp;
      },
    },
    {
      says: '5 s later',
      event: RETRY_DUE,
      from: ['waitingToRetryRenewal'],
      perform: (world) => world.page.clock.fastForward(SILENT_RENEW_RETRY_MS),
    },
    {
      says: 'the provider cannot be reached',
      event: errorEvent('signInRedirect', new Error(PROVIDER_DOWN)),
      from: ['redirectingToSignIn'],
      perform: (world) => heldRequests(world, 'discovery').fail(503),
    },
  ],
  sees: {
    // Every path starts here, in a fresh browser: nobody is shown signed in or out yet.
    loadingStoredUser: seesNobodyKnownYet,
    signedOut: seesSignInScreen,
    signedIn: (world) => seesSignedIn(world),
    // A loader while the refresh of the kept token is on its way to the provider.
    renewing: async (world) => {
      expectRetryRule(world, 'renewing');
      await refreshArrived(world);
      await seesSessionLoader(world);
    },
    // Spec section 8: a renewal that timed out is retried after 5 s; until then the loader stays
    // and nothing is on its way: no refresh and no sign-out.
    waitingToRetryRenewal: async (world) => {
      expectRetryRule(world, 'waitingToRetryRenewal');
      await seesSessionLoader(world);
      const refreshes = heldRequests(world, 'token');
      const signOuts = heldRequests(world, 'endSession');
      const sent = await settled(async () => [refreshes.urls.length, signOuts.urls.length]);
      expect(sent, 'refreshes and sign-outs sent while the retry waits').toEqual([0, 0]);
    },
    completingSignIn: seesSessionLoader,
    signingOut: async (world) => {
      expectRetryRule(world, 'signingOut');
      await seesLeavingToSignOut(world);
    },
    redirectingToSignIn: seesLeavingForSignIn,
    signInFailed: async (world, facts: { error: string | null }) => {
      if (facts.error === PROVIDER_DOWN) {
        // Spec section 8: the sign-in screen says why the sign-in could not start, with Sign in.
        await world.page.getByRole('alert').filter({ hasText: 'Sign-in could not start' }).waitFor();
        await world.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        expect(await world.page.getByRole('button', { name: /^User menu for / }).count()).toBe(0);
        return;
      }
      await world.page.getByText('Sign-in could not complete').first().waitFor();
      await world.page.getByRole('button', { name: 'Start sign-in again' }).waitFor();
      expect(await world.page.getByRole('button', { name: /^User menu for / }).count()).toBe(0);
    },
  },
};
