import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { selectDownloadingDocumentId } from '../../../machines/document-download/document-download.selectors';
import { useAppChild } from '../app-actor.context';

/**
 * The document downloads of the frame's pages: which document is downloading, and a way to ask
 * for one. The actor is the app actor's child (spawned with the main frame), not the component's.
 */
export function useDocumentDownload() {
  const actor = useAppChild('documentDownload');
  const downloadingId = useSelector(actor, (s) => (s ? selectDownloadingDocumentId(s) : null));
  const download = useCallback(
    (documentId: number, fileName: string) =>
      actor?.send({ type: 'documents.download', documentId, fileName }),
    [actor],
  );
  return { downloadingId, download };
}
