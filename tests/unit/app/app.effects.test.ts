import { describe, it } from 'vitest';
import { appMachine } from '../../../machines/app';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('app machine effects', () => {
  it('the error log is an effect left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(appMachine, { actions: ['logError'] });
  });
});
