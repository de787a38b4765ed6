import { describe, it } from 'vitest';
import { permissionsMachine } from '../../../machines/permissions';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('permissions machine effects', () => {
  it('the error log and the online check are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(permissionsMachine, {
      actions: ['logError'],
      guards: ['isOnline'],
    });
  });
});
