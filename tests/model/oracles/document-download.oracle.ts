import type { DocumentDownloadContext } from '../../../machines/document-download/document-download.types';
import { awaitingAnswerOf, type StateOracles, startedWith } from '../oracle';

/**
 * A page's files (spec section 7, docs/ui.md): one file at a time, a document or the facility
 * list as CSV, its button busy until the file is saved. A failed document download ends the busy
 * state (the API client has told the user); a failed export says why under its button until the
 * next export or until the user closes it.
 */
const anotherRequest = { type: 'documents.download', documentId: 99, fileName: 'other.pdf' };
const anotherExport = { type: 'documents.export', request: { filter: {} }, fileName: 'other.csv' };

type Payload = { documentId?: number; fileName?: string; request?: unknown; error?: unknown };
const payload = (event: { type: string }) => event as Payload;

export const documentDownloadOracles: StateOracles<DocumentDownloadContext> = {
  idle: {
    'is not busy': ({ tags }) => !tags.has('busy'),
    'no document button shows busy': ({ context }) => context.downloadingId === null,
    'a document can be asked for': ({ can }) => can(anotherRequest),
    'an export can be asked for': ({ can }) => can(anotherExport),
    "a failed export is told in the failure's words": ({ event, context }) =>
      event.type !== 'xstate.error.actor.exportFacilities' ||
      context.exportFailure === (payload(event).error as Error).message,
    'a saved export leaves no failure shown': ({ event, context }) =>
      event.type !== 'xstate.done.actor.exportFacilities' || context.exportFailure === null,
    'a closed export failure is no longer shown': ({ event, context }) =>
      event.type !== 'documents.dismissExportFailure' || context.exportFailure === null,
    'a document download leaves the export failure as it was': ({ event, before, context }) =>
      !event.type.endsWith('actor.downloadDocument') || context.exportFailure === before.exportFailure,
  },
  downloading: {
    ...awaitingAnswerOf('downloadDocument'),
    'is busy': ({ tags }) => tags.has('busy'),
    'the button of the asked document shows busy': ({ event, context }) =>
      event.type !== 'documents.download' || context.downloadingId === payload(event).documentId,
    'one file at a time: another document or an export is ignored': ({ can }) =>
      !can(anotherRequest) && !can(anotherExport),
    'fetches the asked document, to be saved under its file name': ({ event, startedNow }) =>
      event.type !== 'documents.download' ||
      startedWith(startedNow, 'downloadDocument', {
        documentId: payload(event).documentId,
        fileName: payload(event).fileName,
      }),
  },
  exporting: {
    ...awaitingAnswerOf('exportFacilities'),
    'is busy': ({ tags }) => tags.has('busy'),
    'no document button shows busy': ({ context }) => context.downloadingId === null,
    'the last failure is no longer shown while the export runs': ({ context }) =>
      context.exportFailure === null,
    'one file at a time: another export or a document is ignored': ({ can }) =>
      !can(anotherExport) && !can(anotherRequest),
    'asks the server for the asked facilities, to be saved under its file name': ({ event, startedNow }) =>
      event.type !== 'documents.export' ||
      startedWith(startedNow, 'exportFacilities', {
        request: payload(event).request,
        fileName: payload(event).fileName,
      }),
  },
};
