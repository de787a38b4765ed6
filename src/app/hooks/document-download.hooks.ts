import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { selectDownloadingDocumentId } from '../../../machines/document-download';
import { useAppServices } from '../app-services.context';

/** The page's document-download actor: which document is downloading, and a way to ask for one. */
export function useDocumentDownload() {
  const actor = useActorRef(useAppServices().documentDownload);
  const downloadingId = useSelector(actor, selectDownloadingDocumentId);
  const download = useCallback(
    (documentId: number, fileName: string) =>
      actor.send({ type: 'documents.download', documentId, fileName }),
    [actor],
  );
  return { downloadingId, download };
}
