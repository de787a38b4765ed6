import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { DownloadDocumentInput, ExportFacilitiesInput } from './document-download.types';

/** Fetches the document with the user's token and saves it (src/app/effects/document-download.effect.ts). */
export const downloadDocument = fromPromise<void, DownloadDocumentInput>(async () =>
  notImplemented('downloadDocument'),
);

/** Asks the server for the facilities as CSV and saves the file (src/app/effects/document-download.effect.ts). */
export const exportFacilities = fromPromise<void, ExportFacilitiesInput>(async () =>
  notImplemented('exportFacilities'),
);
