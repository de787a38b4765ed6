import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ExportFacilitiesInput } from '../../../machines/document-download';
import {
  selectExportFailure,
  selectIsExporting,
} from '../../../machines/document-download/document-download.selectors';
import { useAppChild } from '../app-actor.context';

/**
 * The facility export of the frame's pages: whether it runs, why the last one failed, and a way
 * to ask for one or dismiss the failure. The actor is the app actor's document-download child.
 */
export function useFacilityExport() {
  const actor = useAppChild('documentDownload');
  const exporting = useSelector(actor, (s) => (s ? selectIsExporting(s) : false));
  const failure = useSelector(actor, (s) => (s ? selectExportFailure(s) : null));
  const exportFacilities = useCallback(
    ({ request, fileName }: ExportFacilitiesInput) =>
      actor?.send({ type: 'documents.export', request, fileName }),
    [actor],
  );
  const dismissFailure = useCallback(() => actor?.send({ type: 'documents.dismissExportFailure' }), [actor]);
  return { exporting, failure, exportFacilities, dismissFailure };
}
