import type { AnyActorRef } from 'xstate';
import type { QapUser, RuntimeConfig } from '../../../machines/shared/domain.types';
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
