import type { MachineDescriptions } from '../shared/descriptions';

export const documentDownloadDescriptions = {
  guards: {},
  actions: {
    rememberDocument: 'remember which document is downloading (its button shows it is busy)',
    forgetDocument: 'no document is downloading any more',
    keepExportFailure: "keep why the export failed, in the user's words (shown next to its button)",
    forgetExportFailure: 'the last export failure is no longer shown',
  },
} satisfies MachineDescriptions;
