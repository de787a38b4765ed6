import type { SnapshotFrom } from 'xstate';
import type { documentDownloadMachine } from './document-download.machine';

type DocumentDownloadSnapshot = SnapshotFrom<typeof documentDownloadMachine>;

/** The document whose button shows it is busy, or null. */
export const selectDownloadingDocumentId = (snapshot: DocumentDownloadSnapshot): number | null =>
  snapshot.context.downloadingId;
