import localforage from 'localforage';
import { STORAGE_DRIVER_ORDER } from './persistent-storage';

/** One value kept on the device for offline starts (not a user's data: it survives sign-out). */
export interface OfflineCopy<T> {
  save(value: T): Promise<void>;
  load(): Promise<T | null>;
}

export function createOfflineCopy<T>(key: string, { name = 'qap' }: { name?: string } = {}): OfflineCopy<T> {
  const store = localforage.createInstance({
    name,
    storeName: 'offline_copies',
    driver: [...STORAGE_DRIVER_ORDER],
  });
  return {
    save: async (value) => {
      await store.setItem(key, value);
    },
    load: () => store.getItem<T>(key),
  };
}
