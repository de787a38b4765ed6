import type { SnapshotFrom } from 'xstate';
import type { documentDownloadMachine } from './document-download.machine';

type DocumentDownloadSnapshot = SnapshotFrom<typeof documentDownloadMachine>;

/** The document whose button shows it is busy, or null. */
export const selectDownloadingDocumentId = (snapshot: DocumentDownloadSnapshot): number | null =>
  snapshot.context.downloadingId;

/** Whether the facility export runs (its button shows it is busy). */
export const selectIsExporting = (snapshot: DocumentDownloadSnapshot): boolean =>
  snapshot.matches('exporting');

/** Why the last facility export failed, in the user's words, or null. */
export const selectExportFailure = (snapshot: DocumentDownloadSnapshot): string | null =>
  snapshot.context.exportFailure;
