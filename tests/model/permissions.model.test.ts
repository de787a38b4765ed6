import { describe, it } from 'vitest';
import { permissionsMachine } from '../../machines/permissions';
import { permissionsModelFixtures, permissionsModelImplementations } from './fixtures/permissions.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';

describe('permissions model', () => {
  it('every state and transition of the permissions machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'permissions',
      machine: permissionsMachine.provide(permissionsModelImplementations(true)),
      systemId: 'permissions',
      ...permissionsModelFixtures,
    });
    assertFullCoverage(report);
  });
});
