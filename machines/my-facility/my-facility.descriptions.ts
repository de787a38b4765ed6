import type { MachineDescriptions } from '../shared/descriptions';

export const myFacilityDescriptions = {
  guards: {
    isFacilityUserInEnvironment: 'a facility user, signed in, in an environment',
    canLand: 'facility known, not yet considered, still at plain / or /home with the filter written',
    hasLeftOpenedPage: 'the address is another page than the one opened',
  },
  actions: {
    storeUser: 'keep the environment and forget the facility',
    storePath: 'keep the current address',
    storeFacility: 'keep the facility the server answered (null when it is not exactly one)',
    considerLanding: 'the landing is considered once per visit',
    land: "ask the portal to show the facility's page in place of the current one",
  },
} satisfies MachineDescriptions;
