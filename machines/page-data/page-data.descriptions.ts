import type { MachineDescriptions } from '../shared/descriptions';

export const pageDataDescriptions = {
  guards: {
    isEmptyResult: 'the answer holds no data',
  },
  actions: {
    storeParams: "keep the page's new parameters",
    clearErrorMessage: 'forget the last error message',
    storeResult: 'keep the answer',
    storeFailure: 'forget the answer and keep the error message',
    markShowing: 'remember data is on screen, so the next reload is a refresh that keeps it shown',
    markNotShowing: 'remember no data is on screen, so the next load shows the skeleton',
  },
} satisfies MachineDescriptions;
