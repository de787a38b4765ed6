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
  },
} satisfies MachineDescriptions;
