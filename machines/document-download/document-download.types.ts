import type { FacilityExportRequest } from '../../contract/facility-list.schemas';

/**
 * The files a page saves: a facility's activity documents (spec section 7,
 * GET /api/qps/activity/download/{id}) and the facility list as CSV (POST /api/qps/facility/export).
 * One file at a time, with the user's token; each is saved under its own name.
 */

export interface DocumentDownloadContext {
  /** The document being downloaded, or null. */
  downloadingId: number | null;
  /** Why the last facility export failed, in the user's words, until the next export or a dismissal; else null. */
  exportFailure: string | null;
}

export interface DownloadDocumentInput {
  documentId: number;
  fileName: string;
}

export interface ExportFacilitiesInput {
  /** The facilities to export (the filter or a facility-set handle) and the order of the rows. */
  request: FacilityExportRequest;
  /** The name the CSV file is saved under. */
  fileName: string;
}

export type DocumentDownloadEvent =
  | ({ type: 'documents.download' } & DownloadDocumentInput)
  | ({ type: 'documents.export' } & ExportFacilitiesInput)
  | { type: 'documents.dismissExportFailure' };
