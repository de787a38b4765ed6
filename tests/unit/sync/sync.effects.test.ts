import { describe, it } from 'vitest';
import { syncMachine } from '../../../machines/sync';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('sync machine effects', () => {
  it('the loads, the error log, forgetting remembered answers and the online check are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(syncMachine, {
      actors: [
        'loadUserSettings',
        'fetchFacilitySet',
        'checkHomePagePermission',
        'loadHomeData',
        'fetchSyncProgress',
      ],
      actions: ['logSyncError', 'forgetRememberedAnswers'],
      guards: ['isOnline'],
    });
  });
});
