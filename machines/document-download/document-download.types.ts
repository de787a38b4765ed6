/**
 * Downloading a facility's activity documents (spec section 7, GET /api/qps/activity/download/{id}):
 * one document at a time, with the user's token; the file is saved under its own name.
 */

export interface DocumentDownloadContext {
  /** The document being downloaded, or null. */
  downloadingId: number | null;
}

export interface DownloadDocumentInput {
  documentId: number;
  fileName: string;
}

export type DocumentDownloadEvent = { type: 'documents.download' } & DownloadDocumentInput;
