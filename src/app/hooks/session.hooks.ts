import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectIsSignedIn,
  selectSessionBusy,
  selectSignInError,
  selectUser,
} from '../../../machines/session';
import { useAppChild } from '../app-actor.context';

/** restoring = finding out (stored user, renewal, redirects); the layouts show a loader meanwhile. */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export function useSessionView() {
  const session = useAppChild('session');
  const signedIn = useSelector(session, (s) => (s ? selectIsSignedIn(s) : false));
  const busy = useSelector(session, (s) => (s ? selectSessionBusy(s) : true));
  const user = useSelector(session, (s) => (s ? selectUser(s) : null));
  const signInError = useSelector(session, (s) => (s ? selectSignInError(s) : null));
  const status: SessionStatus = signedIn ? 'signedIn' : busy ? 'restoring' : 'signedOut';
  return { status, user, signInError };
}

export function useSessionEvents() {
  const session = useAppChild('session');
  return useMemo(
    () => ({
      /** False until the root has spawned the session. */
      ready: session !== undefined,
      signIn: () => session?.send({ type: 'session.signIn' }),
      signOut: () => session?.send({ type: 'session.signOut' }),
      retry: () => session?.send({ type: 'session.retry' }),
      completeSignIn: (url: string) => session?.send({ type: 'session.completeSignIn', url }),
    }),
    [session],
  );
}
