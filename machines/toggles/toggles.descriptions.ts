import type { MachineDescriptions } from '../shared/descriptions';

export const togglesDescriptions = {
  guards: {
    isNetworkTabHiddenOnNetwork: 'the Network tab is hidden while the user is on it',
    isOnFacilityNumbers: 'the user is on the facility numbers page',
  },
  actions: {
    assignToggles: 'keep the loaded tab toggles',
    assignRoute: 'keep the route the user is on',
    hideFacilityNumbersTab: 'hide the facility numbers tab',
    navigateToIndex: 'send the user Home (emit navigate)',
    logTogglesError: 'report the error to error reporting',
  },
} satisfies MachineDescriptions;
