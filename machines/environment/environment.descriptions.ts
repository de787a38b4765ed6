import type { MachineDescriptions } from '../shared/descriptions';

export const environmentDescriptions = {
  guards: {
    canSwitchTo: 'the chosen environment is another one from the list',
  },
  actions: {
    logError: 'report the error to error reporting',
    selectEnvironment:
      'keep the list and the selection, announce it, and reset the filter and tab toggles when the selection changed',
    announceKeptSelection:
      'name the selected environment from the list kept on the device (offline start), before any call',
    forgetEnvironments: "forget the signed-out user's environments, on the device too",
    storeTenantEnvironment: "keep the tenant's own environment",
    recordSwitch: 'track the switch and start a full sync of the new environment',
  },
} satisfies MachineDescriptions;
