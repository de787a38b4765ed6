// @vitest-environment jsdom
import localforage from 'localforage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersistentStorage } from '../../../../src/services/storage/persistent-storage';

/**
 * jsdom has no IndexedDB, so a working in-memory driver is registered under the name of
 * localforage's IndexedDB driver: the storage must choose it over the localStorage that works too.
 */
const indexedDbContents = new Map<string, unknown>();
const fakeIndexedDbDriver: LocalForageDriver = {
  _driver: localforage.INDEXEDDB,
  _support: true,
  _initStorage: async () => undefined,
  getItem: async <T>(key: string) => (indexedDbContents.get(key) ?? null) as T,
  setItem: async <T>(key: string, value: T) => {
    indexedDbContents.set(key, value);
    return value;
  },
  removeItem: async (key: string) => {
    indexedDbContents.delete(key);
  },
  clear: async () => indexedDbContents.clear(),
  length: async () => indexedDbContents.size,
  key: async (index: number) => [...indexedDbContents.keys()][index],
  keys: async () => [...indexedDbContents.keys()],
  iterate: async () => undefined as never,
};

beforeAll(async () => {
  await localforage.defineDriver(fakeIndexedDbDriver);
});

describe('spec 4, persistence: IndexedDB is preferred over local storage', () => {
  it('when IndexedDB works the slice goes there and localStorage stays empty', async () => {
    const storage = createPersistentStorage({ name: 'qap-test' });
    await storage.save('environment', { version: 1, data: { selectedId: 'env-1' } });
    expect(indexedDbContents.get('environment-state')).toEqual({ version: 1, data: { selectedId: 'env-1' } });
    expect(localStorage.length).toBe(0);
  });
});
