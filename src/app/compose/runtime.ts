import type { AnyActorRef } from 'xstate';
import type { QapUser, RuntimeConfig } from '../../../contract/domain.types';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import type { QpsSession } from '../../services/api';

/**
 * What the adapters need to read at the moment of a call, before the root actor exists: the
 * loaded configuration and (through the root's system) the session, environment and language.
 */
export interface Runtime {
  config: RuntimeConfig | null;
  root: AnyActorRef | null;
}

export function createRuntime(): Runtime {
  return { config: null, root: null };
}

function childContext<T>(runtime: Runtime, id: SystemId): T | undefined {
  return runtime.root?.system.get(id)?.getSnapshot()?.context as T | undefined;
}

/** The session the API client reads for every signed-in call. */
export function readSession(runtime: Runtime): QpsSession {
  return {
    user: childContext<{ user: QapUser | null }>(runtime, SYSTEM_IDS.session)?.user,
    environmentId: childContext<{ selectedId: string | null }>(runtime, SYSTEM_IDS.environment)?.selectedId,
    cultureName: childContext<{ cultureName: string | null }>(runtime, SYSTEM_IDS.language)?.cultureName,
  };
}

/**
 * Resolves once an environment is selected. Signed-in calls need the environment id header, and
 * a full sync asks for permissions and user settings while the environment list is still loading
 * (docs/actor-wiring.md): those calls wait for the list's selection instead of failing with
 * 'Environment not set.' or going out with a selection the list has not confirmed yet. Rejects if
 * the list fails with nothing kept, or the call is cancelled.
 */
export function whenEnvironmentSelected(runtime: Runtime, signal?: AbortSignal): Promise<void> {
  // The root is running whenever a call is made (composeApp sets it before starting it).
  const environment = runtime.root?.system.get(SYSTEM_IDS.environment) as AnyActorRef;
  type Snapshot = { context: { selectedId: string | null }; hasTag(tag: string): boolean };
  return new Promise((resolve, reject) => {
    const check = (snapshot: Snapshot) => {
      // Only once this sign-in's list has answered (or failed, offline, with a kept one): before,
      // a kept selection may be one this user can no longer work in.
      if (snapshot.context.selectedId !== null && snapshot.hasTag('signedIn') && !snapshot.hasTag('busy'))
        finish(resolve);
      else if (snapshot.hasTag('error')) finish(() => reject(new Error('Environment not set.')));
    };
    const subscription = environment.subscribe((snapshot: Snapshot) => check(snapshot));
    const onAbort = () => finish(() => reject(signal?.reason));
    function finish(settle: () => void) {
      subscription.unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    signal?.addEventListener('abort', onAbort);
    check(environment.getSnapshot());
  });
}
