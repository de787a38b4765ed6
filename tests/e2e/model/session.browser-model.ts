import { expect } from 'vitest';
import { expiredUser, renewedUser, validUser } from '../../model/fixtures/session.fixtures';
import { doneEvent, errorEvent } from '../../model/model-coverage';
import { type BrowserModel, type BrowserWorld, heldRequests, holdRequests } from './browser-model';
import {
  openPortal,
  seesLeavingForSignIn,
  seesLeavingToSignOut,
  seesSessionLoader,
  seesSignedIn,
  seesSignInScreen,
  signInEarlierOnThisDevice,
  submitLogin,
} from './browser-steps';

/** The identity provider's token endpoint: code exchange and refresh both answer here. */
const TOKEN = /\/token$/;
const END_SESSION = /\/session\/end/;

/** The provider's authorization endpoint, where every sign-in redirect goes first. */
const AUTHORIZE = /\/auth\?/;

const holdTokens = (world: BrowserWorld) => holdRequests(world, 'token', TOKEN, 'POST');

/** Presses a sign-in button; the redirect is held at the provider's door, where the portal's part ends. */
async function pressToSignIn(world: BrowserWorld, name: string): Promise<void> {
  const authorize = await holdRequests(world, 'authorize', AUTHORIZE);
  await world.page.getByRole('button', { name, exact: true }).click({ noWaitAfter: true });
  await authorize.arrived();
}

/**
 * The session machine driven in the browser: page loads with and without a user kept on the
 * device, the real login page, the provider's token answers held back, released or refused, and
 * Sign out through the user menu.
 */
export const sessionBrowserModel: BrowserModel = {
  machine: 'session',
  reaches: { states: 8, transitions: 11 },
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
      says: 'the user presses Sign in',
      event: { type: 'session.signIn' },
      from: ['signedOut'],
      perform: (world) => pressToSignIn(world, 'Sign in'),
    },
    {
      says: 'the user presses Start sign-in again',
      event: { type: 'session.retry' },
      from: ['signInFailed'],
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
  ],
  sees: {
    signedOut: seesSignInScreen,
    signedIn: (world) => seesSignedIn(world),
    renewing: seesSessionLoader,
    completingSignIn: seesSessionLoader,
    signingOut: seesLeavingToSignOut,
    redirectingToSignIn: seesLeavingForSignIn,
    signInFailed: async (world) => {
      await world.page.getByText('Sign-in could not complete').first().waitFor();
      await world.page.getByRole('button', { name: 'Start sign-in again' }).waitFor();
      expect(await world.page.getByRole('button', { name: /^User menu for / }).count()).toBe(0);
    },
  },
};
