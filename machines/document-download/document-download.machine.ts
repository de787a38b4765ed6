import { assign, setup } from 'xstate';
import { downloadDocument } from './document-download.actors';
import type { DocumentDownloadContext, DocumentDownloadEvent } from './document-download.types';

/**
 * A page's document downloads: idle -> downloading -> idle. One document at a time: a click
 * on another while one downloads is ignored (its button is busy). A failure returns to idle;
 * the API client has already told the user what went wrong.
 */
export const documentDownloadMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as DocumentDownloadContext,
    events: {} as DocumentDownloadEvent,
  },
  actors: { downloadDocument },
  actions: {
    rememberDocument: assign({ downloadingId: ({ event }) => event.documentId }),
    forgetDocument: assign({ downloadingId: null }),
  },
}).createMachine({
  id: 'documentDownload',
  description:
    "A page's document downloads: one at a time, with the user's token, saved under the file's name.",
  context: { downloadingId: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No download running.',
      on: {
        'documents.download': {
          target: 'downloading',
          description: 'The user asked for a document: it downloads.',
          actions: 'rememberDocument',
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
        input: ({ event }) => ({
          documentId: (event as DocumentDownloadEvent).documentId,
          fileName: (event as DocumentDownloadEvent).fileName,
        }),
        onDone: { target: 'idle', description: 'The file is saved.' },
        onError: { target: 'idle', description: 'The download failed (the API client has told the user).' },
      },
    },
  },
});
