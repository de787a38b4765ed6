import { describe, expect, it } from 'vitest';
import { permissionsMachine } from '../../machines/permissions';
import {
  homeAndFacilityUser,
  permissionsModelFixtures,
  permissionsModelImplementations,
} from './fixtures/permissions.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { permissionsOracles } from './oracles/permissions.oracle';
import { permissionsTargets } from './oracles/permissions.targets';

const walk = (input: unknown) =>
  runModel({
    name: 'permissions',
    machine: permissionsMachine.provide(permissionsModelImplementations(true)),
    systemId: 'permissions',
    oracles: permissionsOracles,
    targets: permissionsTargets,
    ...permissionsModelFixtures,
    input,
  });

describe('permissions model', () => {
  it('every state and transition of the permissions machine is reached, and each path lands where the model says', () => {
    // Two starts: nothing kept on the device (the app's input then holds no list), and a list
    // kept from the last sign-in.
    const fresh = walk({ restored: undefined });
    const restored = walk({ restored: { permissions: homeAndFacilityUser } });
    expect(restored.failures).toEqual([]);
    assertFullCoverage({
      ...fresh,
      states: {
        ...fresh.states,
        missing: fresh.states.missing.filter((id) => restored.states.missing.includes(id)),
      },
      transitions: {
        ...fresh.transitions,
        missing: fresh.transitions.missing.filter((label) => restored.transitions.missing.includes(label)),
      },
    });
  });
});
