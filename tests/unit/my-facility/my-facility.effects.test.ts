import { describe, it } from 'vitest';
import { myFacilityMachine } from '../../../machines/my-facility';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('my-facility machine effects', () => {
  it("asking the server for the facility user's facility is an effect left to the composition root", async () => {
    await expectEffectsLeftToTheCompositionRoot(myFacilityMachine, { actors: ['findMyFacility'] });
  });
});
