export { downloadDocument, exportFacilities } from './document-download.actors';
export { documentDownloadMachine } from './document-download.machine';
export * from './document-download.selectors';
export type * from './document-download.types';
