import { fromPromise } from 'xstate';
import {
  type DownloadDocumentInput,
  documentDownloadMachine,
  type ExportFacilitiesInput,
} from '../../../machines/document-download';
import { saveBlob } from '../../components/page-kit/save-blob';
import type { QpsClient } from '../../services/api';

/**
 * The document-download machine with its effects: the authenticated GET of a document, or the
 * server's CSV of the facilities, then the browser saves the file.
 */
export function createDocumentDownload(
  calls: Pick<QpsClient, 'downloadActivityDocument' | 'exportFacilities'>,
) {
  return documentDownloadMachine.provide({
    actors: {
      downloadDocument: fromPromise<void, DownloadDocumentInput>(async ({ input }) =>
        saveBlob(await calls.downloadActivityDocument(input.documentId), input.fileName),
      ),
      exportFacilities: fromPromise<void, ExportFacilitiesInput>(async ({ input }) =>
        saveBlob(await calls.exportFacilities(input.request), input.fileName),
      ),
    },
  });
}
