import { describe, it } from 'vitest';
import type { SystemId } from '../../machines/shared/system-ids';
import { myFacilityMachineUnderTest, myFacilityModelFixtures } from './fixtures/my-facility.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { myFacilityOracles } from './oracles/my-facility.oracle';
import { myFacilityTargets } from './oracles/my-facility.targets';

describe('my-facility model', () => {
  it('every state and transition of the my-facility machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'my-facility',
      machine: myFacilityMachineUnderTest,
      // The main layout's actor, not one of the app's system children.
      systemId: 'myFacility' as SystemId,
      oracles: myFacilityOracles,
      targets: myFacilityTargets,
      ...myFacilityModelFixtures,
    });
    assertFullCoverage(report);
  });
});
