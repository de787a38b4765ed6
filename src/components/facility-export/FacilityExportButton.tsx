import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageCalls } from '../../app/page-calls.context';
import { csvFileName, saveBlob } from '../page-kit/csv';
import { useWireFilter } from '../page-kit/page-data.hooks';

/**
 * Downloads every filtered facility as CSV. The server builds and streams the file (the one
 * answer that grows with the environment); a failure is notified by the API client.
 */
export function FacilityExportButton() {
  const { t } = useTranslation('pages-common');
  const calls = usePageCalls();
  const filter = useWireFilter();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await calls.exportFacilities({ filter }), csvFileName(t('facilityExport.fileName')));
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
    >
      {t('facilityExport.button')}
    </Button>
  );
}
