import type LocalForage from 'localforage';
import { type PersistId, persistKey, type StoredSlices } from '../../../machines/shared/persistence';

/** Spec section 4, persistence: IndexedDB preferred, else local storage (localforage's driver names). */
export const STORAGE_DRIVER_ORDER: readonly string[] = ['asyncStorage', 'localStorageWrapper'];

export interface PersistentStorageOptions {
  /** Database name (IndexedDB) or key prefix (localStorage). */
  name?: string;
}

export interface PersistentStorage {
  /** Resolves once a driver works; rejects with Error('No available storage method found.') when none does. */
  ready(): Promise<void>;
  /** The stored value of a slice under `<store id>-state`, unvalidated (null when nothing is stored). */
  load(storeId: PersistId): Promise<unknown>;
  save(storeId: PersistId, value: unknown): Promise<void>;
  remove(storeId: PersistId): Promise<void>;
  /** Every listed slice at once, for the app machine's restorePersistedSlices effect. */
  loadSlices(storeIds: readonly PersistId[]): Promise<StoredSlices>;
}

/**
 * Browser storage for the persistent slices. Every operation waits for a working driver, so
 * when neither IndexedDB nor localStorage works each one rejects with localforage's
 * Error('No available storage method found.').
 */
export function createPersistentStorage({ name = 'qap' }: PersistentStorageOptions = {}): PersistentStorage {
  // The offline stores import localforage statically, so the bundler keeps it in the boot chunk
  // and this import only waits for it; a static import here was measured 200 bytes larger.
  let instance: Promise<typeof LocalForage> | undefined;
  const open = () => {
    instance ??= import('localforage').then(({ default: localforage }) =>
      localforage.createInstance({ name, storeName: 'state', driver: [...STORAGE_DRIVER_ORDER] }),
    );
    return instance;
  };
  return {
    ready: async () => (await open()).ready(),
    load: async (storeId) => (await open()).getItem<unknown>(persistKey(storeId)),
    save: async (storeId, value) => {
      await (await open()).setItem(persistKey(storeId), value);
    },
    remove: async (storeId) => (await open()).removeItem(persistKey(storeId)),
    loadSlices: async (storeIds) => {
      const store = await open();
      const values = await Promise.all(
        storeIds.map((storeId) => store.getItem<unknown>(persistKey(storeId))),
      );
      return Object.fromEntries(storeIds.map((storeId, index) => [storeId, values[index] ?? undefined]));
    },
  };
}
