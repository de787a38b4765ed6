import { describe, it } from 'vitest';
import { environmentMachine } from '../../../machines/environment';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('environment machine effects', () => {
  it('the error log is an effect left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(environmentMachine, { actions: ['logError'] });
  });
});
