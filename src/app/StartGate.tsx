import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectCanRenderRoutes, selectStartupError } from '../../machines/app';
import StartGatePage from '../pages/start-gate/StartGate.page';
import { useAppActor } from './app-actor.context';

/** The routed view only when routes may render (spec section 2); the sync-problem screen otherwise. */
export function StartGate({ children }: { children: ReactNode }) {
  const actor = useAppActor();
  const mayRender = useSelector(actor, selectCanRenderRoutes);
  const startupError = useSelector(actor, selectStartupError);
  if (mayRender) return children;
  return (
    <StartGatePage
      failed={startupError !== null}
      errorMessage={startupError}
      onRetry={() => actor.send({ type: 'app.retry' })}
    />
  );
}
