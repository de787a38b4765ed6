import type { MachineDescriptions } from '../shared/descriptions';

export const environmentDescriptions = {
  guards: {
    canSwitchTo: 'the chosen environment is another one from the list',
  },
  actions: {
    logError: 'report the error to error reporting',
    selectEnvironment:
      'keep the list and the selection, announce it, and reset the filter and tab toggles when the selection changed',
    storeTenantEnvironment: "keep the tenant's own environment",
    recordSwitch: 'track the switch and start a full sync of the new environment',
  },
} satisfies MachineDescriptions;
