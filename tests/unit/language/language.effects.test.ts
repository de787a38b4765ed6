import { describe, it } from 'vitest';
import { languageMachine } from '../../../machines/language';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('language machine effects', () => {
  it('the error log and the online check are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(languageMachine, {
      actions: ['logError'],
      guards: ['isOnline'],
    });
  });
});
