import type { DocumentDownloadContext } from '../../../machines/document-download/document-download.types';
import { awaitingAnswerOf, type StateOracles } from '../oracle';

/**
 * Document downloads (spec section 7, docs/ui.md): one document at a time, its button busy
 * until the file is saved; a failure ends the busy state and the document can be asked again.
 */
const anotherRequest = { type: 'documents.download', documentId: 99, fileName: 'other.pdf' };

export const documentDownloadOracles: StateOracles<DocumentDownloadContext> = {
  idle: {
    'is not busy': ({ tags }) => !tags.has('busy'),
    'no document button shows busy': ({ context }) => context.downloadingId === null,
    'a document can be asked for': ({ can }) => can(anotherRequest),
  },
  downloading: {
    ...awaitingAnswerOf('downloadDocument'),
    'is busy': ({ tags }) => tags.has('busy'),
    'the button of the asked document shows busy': ({ event, context }) =>
      event.type !== 'documents.download' ||
      context.downloadingId === (event as { documentId?: number }).documentId,
    'one document at a time: another request is ignored': ({ can }) => !can(anotherRequest),
    'fetches the asked document, to be saved under its file name': ({ event, startedNow }) =>
      event.type !== 'documents.download' ||
      startedNow.some(
        (child) =>
          child.id === 'downloadDocument' &&
          JSON.stringify(child.input) ===
            JSON.stringify({
              documentId: (event as { documentId?: number }).documentId,
              fileName: (event as { fileName?: string }).fileName,
            }),
      ),
  },
};
