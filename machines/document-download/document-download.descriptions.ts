import type { MachineDescriptions } from '../shared/descriptions';

export const documentDownloadDescriptions = {
  guards: {},
  actions: {
    rememberDocument: 'remember which document is downloading (its button shows it is busy)',
    forgetDocument: 'no document is downloading any more',
  },
} satisfies MachineDescriptions;
