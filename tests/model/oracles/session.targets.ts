import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the session machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/session.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const sessionTargets: TransitionTargets = {
  // The identity library dropped the user (signed out elsewhere).
  '(machine) --session.unload': 'signedOut',
  // The browser came back from the sign-in page (/oauth).
  '(machine) --session.completeSignIn': 'completingSignIn',
  // A saved user with a valid access token: signed in at once.
  'loadingStoredUser --done: loadStoredUser #1': 'signedIn',
  // A saved user whose token expired: renew it silently.
  'loadingStoredUser --done: loadStoredUser #2': 'renewing',
  // No user saved in the browser: nobody is signed in.
  'loadingStoredUser --done: loadStoredUser #3': 'signedOut',
  // The saved user could not be read: the error is logged and nobody is signed in.
  'loadingStoredUser --error: loadStoredUser': 'signedOut',
  // The user pressed Sign in.
  'signedOut --session.signIn': 'redirectingToSignIn',
  // The identity library loaded a user with a valid token (signed in in another tab).
  'signedOut --session.userLoaded #1': 'signedIn',
  // The identity library loaded a user whose token is missing or expired: renew it silently.
  'signedOut --session.userLoaded #2': 'renewing',
  // The access token expired: renew it silently.
  'signedIn --session.accessTokenExpired': 'renewing',
  // The session changed at the identity provider: renew to find out who is signed in.
  'signedIn --session.sessionChanged': 'renewing',
  // A renewed user with a valid token: the user stays signed in with the new token.
  'signedIn --session.userLoaded #1': null,
  // The loaded user has no valid token (missing or expired): renew it silently.
  'signedIn --session.userLoaded #2': 'renewing',
  // The user chose Sign out.
  'signedIn --session.signOut': 'signingOut',
  // The token was renewed without leaving the page: the user stays signed in.
  'renewing --done: renewSilently': 'signedIn',
  // The browser is offline: nobody is signed out for that; the renewal is tried again when the connection is back, or every 5 seconds.
  'renewing --error: renewSilently #1': 'waitingToRetryRenewal',
  // The renewal timed out: wait 5 seconds and try once more.
  'renewing --error: renewSilently #2': 'waitingToRetryRenewal',
  // The renewal failed: the user is signed out.
  'renewing --error: renewSilently #3': 'signingOut',
  // The browser is back online: renew now.
  'waitingToRetryRenewal --session.online': 'renewing',
  // Five seconds passed: the renewal is tried once more.
  'waitingToRetryRenewal --after silentRenewRetry #1': 'renewing',
  // The retry timed out as well: the user is signed out.
  'waitingToRetryRenewal --after silentRenewRetry #2': 'signingOut',
  // The provider's sign-out page has been asked for: nobody is signed in.
  'signingOut --done: signOutRedirect': 'signedOut',
  // The provider's sign-out page could not be reached: logged; the user is signed out here anyway.
  'signingOut --error: signOutRedirect': 'signedOut',
  // The sign-in page could not be opened: the user sees the reason with a retry.
  'redirectingToSignIn --error: signInRedirect': 'signInFailed',
  // Signed in: back to the page the user started from.
  'completingSignIn --done: completeSignIn': 'signedIn',
  // The provider's answer was refused (state mismatch, ...): logged; the user sees why, with a retry.
  'completingSignIn --error: completeSignIn': 'signInFailed',
  // The user asked to try again.
  'signInFailed --session.retry': 'redirectingToSignIn',
  // The user pressed Sign in.
  'signInFailed --session.signIn': 'redirectingToSignIn',
};
