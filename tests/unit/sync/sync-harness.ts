/** Starts the sync machine among recording siblings, with effects answered by the test. */
import { fromPromise } from 'xstate';
import { syncMachine } from '../../../machines/sync';
import type { SyncEffects, SyncInput } from '../../../machines/sync/sync.types';
import { startInSystem } from '../../model/system-harness';

type EffectName = keyof SyncEffects;

/** A pending effect call the test settles. */
interface PendingCall<Name extends EffectName> {
  input: SyncEffects[Name]['input'];
  resolve: (output: SyncEffects[Name]['output']) => void;
  reject: (error: unknown) => void;
}

export function startSync(options: { online?: { value: boolean }; input?: SyncInput } = {}) {
  const online = options.online ?? { value: true };
  const pending: { [Name in EffectName]: PendingCall<Name>[] } = {
    loadUserSettings: [],
    fetchFacilitySet: [],
    checkHomePagePermission: [],
    loadHomeData: [],
    fetchSyncProgress: [],
  };
  const errors: unknown[] = [];
  const forgotten: string[] = [];
  const controlled = <Name extends EffectName>(name: Name) =>
    fromPromise<SyncEffects[Name]['output'], SyncEffects[Name]['input']>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          (pending[name] as PendingCall<Name>[]).push({ input, resolve, reject });
        }),
    );
  const machine = syncMachine.provide({
    actors: {
      loadUserSettings: controlled('loadUserSettings'),
      fetchFacilitySet: controlled('fetchFacilitySet'),
      checkHomePagePermission: controlled('checkHomePagePermission'),
      loadHomeData: controlled('loadHomeData'),
      fetchSyncProgress: controlled('fetchSyncProgress'),
    },
    guards: { isOnline: () => online.value },
    actions: {
      logSyncError: (_, params) => errors.push(params.error),
      forgetRememberedAnswers: () => void forgotten.push('forgotten'),
    },
  });
  const harness = startInSystem({ machine, systemId: 'sync', input: options.input });

  /** Settles the oldest unsettled call of an effect, then lets the machine react. */
  async function answer<Name extends EffectName>(name: Name, output: SyncEffects[Name]['output'] | Error) {
    const call = pending[name].shift() as PendingCall<Name> | undefined;
    if (!call) throw new Error(`no pending ${name} call`);
    if (output instanceof Error) call.reject(output);
    else call.resolve(output as SyncEffects[Name]['output']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return call.input;
  }

  return { ...harness, online, pending, errors, forgotten, answer };
}
