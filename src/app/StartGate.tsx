import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectCanRenderRoutes, selectStartupError } from '../../machines/app';
import StartGatePage from '../pages/start-gate/StartGate.page';
import { useAppActor } from './app-actor.context';
import { useSessionEvents, useSessionView } from './hooks/session.hooks';
import { useSignInWords } from './hooks/sign-in-words.hooks';

/**
 * The routed view only when routes may render (spec section 2); the sync-problem screen
 * otherwise. A signed-out visitor waiting at the gate gets the sign-in button there.
 */
export function StartGate({ children }: { children: ReactNode }) {
  const actor = useAppActor();
  const mayRender = useSelector(actor, selectCanRenderRoutes);
  const startupError = useSelector(actor, selectStartupError);
  const { status, signInError } = useSessionView();
  const { signIn } = useSessionEvents();
  const signInWords = useSignInWords();
  if (mayRender) return children;
  return (
    <StartGatePage
      failed={startupError !== null}
      errorMessage={startupError}
      onRetry={() => actor.send({ type: 'app.retry' })}
      onSignIn={status === 'signedOut' ? signIn : undefined}
      signInError={signInError}
      signInWords={signInWords}
    />
  );
}
