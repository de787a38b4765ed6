import type { MachineDescriptions } from '../shared/descriptions';

export const filterDescriptions = {
  guards: {
    isFacilityUserEvent: 'the signed-in user is a facility user',
    isChangingPatch: 'the change gives a different filter',
    isNotDefault: "the filter differs from the user's default",
  },
  actions: {
    assignPatch: 'apply the changed fields to the filter',
    assignUserDefault: "reset the filter to the user's default",
    markFacilityUser: 'remember the user is a facility user',
    markUnrestricted: 'remember the user may filter freely',
    sendFilterToSync: 'send the filter to sync, which reloads the data',
    trackFilterChange: 'track the filter change with the count of active filters',
    rejectNarrowing: 'tell the portal a facility user cannot narrow the filter (emit filter.rejected)',
  },
} satisfies MachineDescriptions;
