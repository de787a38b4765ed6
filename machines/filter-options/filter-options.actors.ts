import { type AnyActorRef, fromCallback } from 'xstate';
import { pageDataMachine } from '../page-data/page-data.machine';
import { SYSTEM_IDS } from '../shared/system-ids';
import { watchSystem } from '../shared/watch-system';
import type { FilterOptionInputs, FilterOptionsEvent } from './filter-options.types';

/**
 * One source's options: a page-data machine whose fetch the composition root provides
 * (src/app/effects/filter-options.fetch.ts); its placeholder fetch says how to provide it.
 */
export const loadOptions = pageDataMachine;

type Snapshot = { context?: Record<string, unknown>; hasTag?(tag: string): boolean };

function readInputs(get: (id: string) => AnyActorRef | undefined): FilterOptionInputs {
  const session = get(SYSTEM_IDS.session)?.getSnapshot() as Snapshot | undefined;
  const environment = get(SYSTEM_IDS.environment)?.getSnapshot() as Snapshot | undefined;
  const filter = get(SYSTEM_IDS.filter)?.getSnapshot() as Snapshot | undefined;
  const values = (filter?.context?.filter ?? {}) as { countryIds?: number[]; regionIds?: number[] };
  return {
    signedIn: session?.hasTag?.('signedIn') ?? false,
    environmentId: (environment?.context?.selectedId as string | null | undefined) ?? null,
    countryIds: values.countryIds ?? [],
    regionIds: values.regionIds ?? [],
  };
}

/**
 * Watches the session, environment and filter machines of the system and reports what the
 * options depend on whenever it changes. Wiring, not I/O (like the app's forwarder), so its
 * real implementation lives here; the machine decides what to reload.
 */
export const watchOptionInputs = fromCallback<FilterOptionsEvent>(({ system, sendBack }) => {
  let last = '';
  return watchSystem(system, [SYSTEM_IDS.session, SYSTEM_IDS.environment, SYSTEM_IDS.filter], (get) => {
    const inputs = readInputs(get);
    const key = JSON.stringify(inputs);
    if (key === last) return;
    last = key;
    sendBack({ type: 'filterOptions.inputsChanged', ...inputs });
  });
});
