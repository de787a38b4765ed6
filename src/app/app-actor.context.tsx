import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../../machines/app';

export type AppActor = ActorRefFrom<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);

/** Hands the root actor (created and started once, outside React) down to the components. */
export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor needs an AppActorProvider above it.');
  return actor;
}

type AppChildren = NonNullable<ReturnType<AppActor['getSnapshot']>['children']>;

/**
 * One of the root's children by its key, or undefined until the root has spawned it (after
 * restoring the persisted slices). Re-renders when it appears.
 */
export function useAppChild<K extends keyof AppChildren & string>(key: K): AppChildren[K] | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children[key] as AppChildren[K] | undefined);
}
