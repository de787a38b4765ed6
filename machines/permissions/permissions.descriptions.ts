import type { MachineDescriptions } from '../shared/descriptions';

export const permissionsDescriptions = {
  guards: {
    isOnline: 'the browser is online',
  },
  actions: {
    logError: 'report the error to error reporting',
    storePermissions: "keep the user's permissions",
    forgetPermissions: 'forget all permissions',
  },
} satisfies MachineDescriptions;
