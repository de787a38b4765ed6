import { assertEvent, assign, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { downloadDocument, exportFacilities } from './document-download.actors';
import type { DocumentDownloadContext, DocumentDownloadEvent } from './document-download.types';

/**
 * A page's files: a document (idle -> downloading -> idle) or the facility list as CSV
 * (idle -> exporting -> idle). One file at a time: a click on another while one is on its way is
 * ignored (its button is busy). A failed document download returns to idle (the API client has
 * told the user); a failed export keeps why, in the user's words, for its button to show until
 * the next export or until the user dismisses it.
 */
export const documentDownloadMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as DocumentDownloadContext,
    events: {} as DocumentDownloadEvent,
  },
  actors: { downloadDocument, exportFacilities },
  actions: {
    rememberDocument: assign({
      downloadingId: ({ event }) => {
        assertEvent(event, 'documents.download');
        return event.documentId;
      },
    }),
    forgetDocument: assign({ downloadingId: null }),
    keepExportFailure: assign({
      exportFailure: (_, params: { error: unknown }) => errorMessageOf(params.error),
    }),
    forgetExportFailure: assign({ exportFailure: null }),
  },
}).createMachine({
  id: 'documentDownload',
  description:
    "A page's files (a document, the facility list as CSV): one at a time, with the user's token, saved under the file's name.",
  context: { downloadingId: null, exportFailure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No file on its way.',
      on: {
        'documents.download': {
          target: 'downloading',
          description: 'The user asked for a document: it downloads.',
          actions: 'rememberDocument',
        },
        'documents.export': {
          target: 'exporting',
          description: 'The user asked for the facility list as CSV: the server builds it.',
          actions: 'forgetExportFailure',
        },
        'documents.dismissExportFailure': {
          description: 'The user closed the export failure.',
          actions: 'forgetExportFailure',
        },
      },
    },
    downloading: {
      description: 'Fetching the document with the token and saving it; other requests wait their turn.',
      tags: ['busy'],
      exit: 'forgetDocument',
      invoke: {
        id: 'downloadDocument',
        src: 'downloadDocument',
        input: ({ event }) => {
          assertEvent(event, 'documents.download');
          return { documentId: event.documentId, fileName: event.fileName };
        },
        onDone: { target: 'idle', description: 'The file is saved.' },
        onError: { target: 'idle', description: 'The download failed (the API client has told the user).' },
      },
    },
    exporting: {
      description:
        'The server builds the CSV of the asked facilities and the browser saves it; another export (or document) is ignored until then.',
      tags: ['busy'],
      invoke: {
        id: 'exportFacilities',
        src: 'exportFacilities',
        input: ({ event }) => {
          assertEvent(event, 'documents.export');
          return { request: event.request, fileName: event.fileName };
        },
        onDone: { target: 'idle', description: 'The CSV file is saved.' },
        onError: {
          target: 'idle',
          description: "The export failed: its button says why, in the user's words.",
          actions: { type: 'keepExportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
