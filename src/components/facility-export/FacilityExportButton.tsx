import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageCalls, usePageCalls } from '../../app/page-calls.context';
import { csvFileName, saveBlob } from '../page-kit/csv';
import { useWireFilter } from '../page-kit/page-data.hooks';

type FacilityExportRequest = Parameters<PageCalls['exportFacilities']>[0];

interface FacilityExportButtonProps {
  /** What to export; the current filter when absent. */
  request?: FacilityExportRequest;
  label?: string;
  fileName?: string;
}

/**
 * Downloads the filtered facilities (or the given selection) as CSV. The server builds and streams
 * the file (the one answer that grows with the environment); a failure is notified by the API client.
 */
export function FacilityExportButton({ request, label, fileName }: FacilityExportButtonProps) {
  const { t } = useTranslation('pages-common');
  const calls = usePageCalls();
  const filter = useWireFilter();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const file = await calls.exportFacilities(request ?? { filter });
      saveBlob(file, csvFileName(fileName ?? t('facilityExport.fileName')));
    } catch {
      // Already shown to the user as a notification by the API client.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting}
      onClick={download}
      data-print="hide"
    >
      {label ?? t('facilityExport.button')}
    </Button>
  );
}
