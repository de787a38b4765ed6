import { describe, expect, it } from 'vitest';
import { createPersistentStorage } from '../../../../src/services/storage/persistent-storage';

// Node has neither IndexedDB nor localStorage: exactly the "no storage works" case.
describe("spec 8: offline storage reports 'No available storage method found.' when no storage works", () => {
  it('every operation rejects with that error', async () => {
    const storage = createPersistentStorage({ name: 'qap-test' });
    await expect(storage.ready()).rejects.toThrow('No available storage method found.');
    await expect(storage.load('filter')).rejects.toThrow('No available storage method found.');
    await expect(storage.save('filter', {})).rejects.toThrow('No available storage method found.');
  });
});
