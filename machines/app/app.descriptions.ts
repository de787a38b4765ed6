import type { MachineDescriptions } from '../shared/descriptions';

export const appDescriptions = {
  guards: {
    hasConfigProblem: 'the configuration is missing a required setting',
    isStartupRedirect: 'start-up asks to go to another address',
  },
  actions: {
    logError: 'report the error to error reporting',
    rememberPath: 'keep the address the user is on',
    clearErrorMessage: 'forget the last error message',
    storeErrorMessage: 'keep the error message to show',
    storeConfig: 'keep the loaded configuration',
    requestRedirect: 'ask the portal to go to the remembered address (emit redirect)',
    rememberRedirect: 'keep the address start-up asked to go to',
    spawnChildren:
      'start the session, environment, language, permissions, sync, filter, filter options, toggles and usage machines, and the forwarder of their notifications',
    forwardRoute: 'tell toggles the new route and usage the tracked page',
    relayChildEvent: "pass a child's notification on to the portal",
    rememberAddress: 'keep the address on screen (path and query) and its route',
    followAddressInFrame:
      'on the first main-layout page start saved views, My facility and document downloads; then tell each address and open a shared link',
    openPageDataChild: "start the component's page-data child under its id, unless one runs there",
    closePageDataChild: "stop the component's page-data child",
  },
} satisfies MachineDescriptions;
