import localforage from 'localforage';
import { STORAGE_DRIVER_ORDER } from './persistent-storage';

/** One answer as it was last synced. */
export interface OfflineAnswer {
  body: unknown;
  /** When it arrived from the server (ms since the epoch). */
  savedAt: number;
}

export interface OfflineAnswers {
  /** Keeps the answer to `key` for `owner` (the user in an environment), replacing an older one. */
  save(owner: string, key: string, body: unknown): Promise<void>;
  /** The answer last kept for `owner` and `key`, or null. */
  load(owner: string, key: string): Promise<OfflineAnswer | null>;
  /** Sign-out: nothing of any user stays on the device. */
  clear(): Promise<void>;
}

/**
 * Offline reading: the last synced answer of every call a visited page made, in
 * IndexedDB (localStorage when IndexedDB is unavailable), keyed by user, environment and request,
 * so an answer never serves another user or environment.
 */
export function createOfflineAnswers({ name = 'qap' }: { name?: string } = {}): OfflineAnswers {
  const store = localforage.createInstance({
    name,
    storeName: 'offline_answers',
    driver: [...STORAGE_DRIVER_ORDER],
  });
  const storeKey = (owner: string, key: string) => JSON.stringify([owner, key]);
  return {
    save: async (owner, key, body) => {
      await store.setItem<OfflineAnswer>(storeKey(owner, key), { body, savedAt: Date.now() });
    },
    load: (owner, key) => store.getItem<OfflineAnswer>(storeKey(owner, key)),
    clear: () => store.clear(),
  };
}
