import { describe, it } from 'vitest';
import { sessionMachine } from '../../../machines/session';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('session machine effects', () => {
  it('the error log and the renewal-timeout check are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(sessionMachine, {
      actions: ['logError'],
      guards: ['isRenewTimeout'],
    });
  });
});
