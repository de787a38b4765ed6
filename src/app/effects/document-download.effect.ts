import { fromPromise } from 'xstate';
import { type DownloadDocumentInput, documentDownloadMachine } from '../../../machines/document-download';
import { saveBlob } from '../../components/page-kit/csv';
import type { QpsClient } from '../../services/api';

/** The document-download machine with its effect: the authenticated GET, then the browser saves the file. */
export function createDocumentDownload(calls: Pick<QpsClient, 'downloadActivityDocument'>) {
  return documentDownloadMachine.provide({
    actors: {
      downloadDocument: fromPromise<void, DownloadDocumentInput>(async ({ input }) =>
        saveBlob(await calls.downloadActivityDocument(input.documentId), input.fileName),
      ),
    },
  });
}
