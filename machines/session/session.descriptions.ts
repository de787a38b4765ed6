import type { MachineDescriptions } from '../shared/descriptions';

export const sessionDescriptions = {
  guards: {
    isUsableUser: 'a user was found whose token has not expired',
    hasUser: 'a user came back',
    isRenewTimeout: 'the silent renewal timed out',
    isOffline: 'the browser is offline',
    canRetryRenewal: 'the silent renewal has not been retried yet',
  },
  actions: {
    logError: 'report the error to error reporting',
    clearUser: 'forget the user',
    storeUser: 'keep the user',
    countRenewalRetry: 'count one more renewal retry',
    resetRenewalRetries: 'a renewal cycle ended: the next timeout gets its retry again',
    clearErrorMessage: 'forget the last error message',
    storeErrorMessage: 'keep the error message to show',
    navigateBack: 'go back to the page the user started from, or Home (emit navigate)',
    announceSignedInState: 'when signed in or out changed, tell sync, usage and filter',
  },
} satisfies MachineDescriptions;
