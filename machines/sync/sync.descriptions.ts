import type { MachineDescriptions } from '../shared/descriptions';

export const syncDescriptions = {
  guards: {
    isOnline: 'online',
    isSigningIn: 'a sign-in',
    isSignedIn: 'signed in',
    isHomePagePermitted: 'the user may see the Home page data',
    isFilterChangedDuringDataSteps: 'the filter changed meanwhile',
  },
  actions: {
    assignSignedIn: 'remember whether the user is signed in',
    assignFilter: 'keep the new filter',
    assignFacilitySet: 'keep the filtered facility set',
    startDataSteps: 'note the filter the data steps load',
    assignHomeData: 'keep the Home page data and the filter it is for',
    assignSyncProgress: 'keep the data-sync progress',
    clearUserData: "forget the signed-out user's facility set, Home data, progress and offline notice",
    markOfflineSkip: 'note that a sync was skipped offline, so the portal says it is offline',
    keepOfflineDataTime:
      'note that the portal is offline and keep the time of the oldest answer shown from the device',
    clearOffline: 'note that the data is live again (no longer offline)',
    clearHomeData: 'forget the Home page data and its filter',
    stampLastSync: 'note the time of this sync',
    requestEnvironmentRefresh: 'ask environment to reload the list',
    requestPermissionsRefresh: 'ask permissions to reload',
    tellLanguageSettings: "give language the user's saved language",
    tellEnvironmentSignedOut: 'tell environment the user signed out',
    clearPermissions: 'tell permissions to forget the user',
    tellLanguageSignedOut: 'tell language the user signed out',
    tellLanguageSignedIn: "tell language to save picks to the user's settings",
    requestToggles: 'ask toggles to load the tab toggles for the facility set',
    logSyncError: 'report the sync error to error reporting',
    forgetRememberedAnswers: 'drop the answers remembered for the signed-out user',
  },
} satisfies MachineDescriptions;
