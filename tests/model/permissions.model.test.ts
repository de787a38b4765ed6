import { describe, it } from 'vitest';
import { permissionsMachine } from '../../machines/permissions';
import { permissionsModelFixtures, permissionsModelImplementations } from './fixtures/permissions.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { permissionsOracles } from './oracles/permissions.oracle';

describe('permissions model', () => {
  it('every state and transition of the permissions machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'permissions',
      machine: permissionsMachine.provide(permissionsModelImplementations(true)),
      systemId: 'permissions',
      oracles: permissionsOracles,
      ...permissionsModelFixtures,
    });
    assertFullCoverage(report);
  }, 60_000);
});
