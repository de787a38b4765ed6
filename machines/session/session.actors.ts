/** Typed placeholders of the session effects; src/services/auth provides the real ones. */
import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { SessionEffects } from './session.types';

type Effect<K extends keyof SessionEffects> = ReturnType<
  typeof fromPromise<SessionEffects[K]['output'], SessionEffects[K]['input']>
>;

export const sessionActors: { [K in keyof SessionEffects]: Effect<K> } = {
  loadStoredUser: fromPromise(() => notImplemented('loadStoredUser')),
  renewSilently: fromPromise(() => notImplemented('renewSilently')),
  signInRedirect: fromPromise(() => notImplemented('signInRedirect')),
  completeSignIn: fromPromise(() => notImplemented('completeSignIn')),
  signOutRedirect: fromPromise(() => notImplemented('signOutRedirect')),
};
