import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the document-download machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/document-download.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const documentDownloadTargets: TransitionTargets = {
  // The user asked for a document: it downloads.
  'idle --documents.download': 'downloading',
  // The user asked for the facility list as CSV: the server builds it.
  'idle --documents.export': 'exporting',
  // The user closed the export failure.
  'idle --documents.dismissExportFailure': null,
  // The file is saved.
  'downloading --done: downloadDocument': 'idle',
  // The download failed (the API client has told the user).
  'downloading --error: downloadDocument': 'idle',
  // The CSV file is saved.
  'exporting --done: exportFacilities': 'idle',
  // The export failed: its button says why, in the user's words.
  'exporting --error: exportFacilities': 'idle',
};
