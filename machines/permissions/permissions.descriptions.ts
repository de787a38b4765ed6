import type { MachineDescriptions } from '../shared/descriptions';

export const permissionsDescriptions = {
  guards: {
    isOnline: 'the browser is online',
    hasRestoredPermissions: 'a permission list from the last sign-in is kept on the device',
  },
  actions: {
    logError: 'report the error to error reporting',
    storePermissions: "keep the user's permissions",
    forgetPermissions: 'forget all permissions',
  },
} satisfies MachineDescriptions;
