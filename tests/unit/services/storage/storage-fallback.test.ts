// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { toEnvelope } from '../../../../machines/shared/persistence';
import { createPersistentStorage } from '../../../../src/services/storage/persistent-storage';

beforeEach(() => localStorage.clear());

describe('spec 4, persistence: without IndexedDB the slices fall back to local storage under "<store id>-state"', () => {
  it('a saved slice is written to localStorage under its "<store id>-state" key and loads back', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const storage = createPersistentStorage({ name: 'qap-test' });
    const envelope = toEnvelope(1, { filter: { activeStates: [true] } });
    await storage.save('filter', envelope);
    expect(Object.keys(localStorage)).toEqual(['qap-test/state/filter-state']);
    expect(await storage.load('filter')).toEqual(envelope);
  });

  it('a slice never saved loads as null, and a removed slice is gone', async () => {
    const storage = createPersistentStorage({ name: 'qap-test' });
    expect(await storage.load('language')).toBeNull();
    await storage.save('language', toEnvelope(1, { cultureName: 'fr-FR' }));
    await storage.remove('language');
    expect(await storage.load('language')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('loadSlices returns each stored slice by store id, leaving missing ones undefined', async () => {
    const storage = createPersistentStorage({ name: 'qap-test' });
    await storage.save('toggles', toEnvelope(1, { showFacilityNumbersTab: true }));
    expect(await storage.loadSlices(['toggles', 'environment'])).toEqual({
      toggles: toEnvelope(1, { showFacilityNumbersTab: true }),
      environment: undefined,
    });
  });
});
