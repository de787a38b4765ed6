import type { AnyActorRef, Subscription } from 'xstate';
import { environmentPersistentSlice } from '../../../machines/environment';
import { filterPersistentSlice } from '../../../machines/filter';
import { languagePersistentSlice } from '../../../machines/language';
import { permissionsPersistentSlice } from '../../../machines/permissions';
import type { PersistentSlice } from '../../../machines/shared/persistence';
import { toEnvelope } from '../../../machines/shared/persistence';
import { togglesPersistentSlice } from '../../../machines/toggles';
import type { PersistentStorage } from '../../services/storage';

// biome-ignore lint/suspicious/noExplicitAny: each slice is typed by its own machine; here they are only saved
type AnySlice = PersistentSlice<any, unknown>;

/** The persistent slices (spec: "stores marked persistent"), saved under `<store id>-state`. */
export const PERSISTENT_SLICES: AnySlice[] = [
  filterPersistentSlice,
  togglesPersistentSlice,
  environmentPersistentSlice,
  languagePersistentSlice,
  permissionsPersistentSlice,
];

/**
 * Saves each persistent child's slice on every change of its data (not of its whole snapshot).
 * Children are spawned after the restore, so each is picked up when it first appears.
 */
export function persistSlices(root: AnyActorRef, storage: PersistentStorage): () => void {
  const subscriptions = new Map<string, Subscription>();
  const attach = () => {
    for (const slice of PERSISTENT_SLICES) {
      const child = root.system.get(slice.id);
      if (!child || subscriptions.has(slice.id)) continue;
      let last = JSON.stringify(slice.select(child.getSnapshot()));
      subscriptions.set(
        slice.id,
        child.subscribe((snapshot: unknown) => {
          const data = slice.select(snapshot);
          const serialized = JSON.stringify(data);
          if (serialized === last) return;
          last = serialized;
          storage.save(slice.id, toEnvelope(slice.version, data)).catch((error: unknown) => {
            console.error(`Saving ${slice.id} failed.`, error);
          });
        }),
      );
    }
  };
  const rootSubscription = root.subscribe(attach);
  attach();
  return () => {
    rootSubscription.unsubscribe();
    for (const subscription of subscriptions.values()) subscription.unsubscribe();
  };
}
