import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFacilitiesInput } from '../../../machines/document-download';
import { useFacilityExport } from '../../app/hooks/facility-export.hooks';
import { csvFileName } from '../page-kit/csv';
import { useWireFilter } from '../page-kit/page-data.hooks';

interface FacilityExportButtonProps {
  /** What to export; the current filter when absent. */
  request?: ExportFacilitiesInput['request'];
  label?: string;
  fileName?: string;
}

/**
 * Downloads the filtered facilities (or the given selection) as CSV. The server builds and streams
 * the file (the one answer that grows with the environment). The export runs in the app actor's
 * document-download child; a failure shows under the button until the next export or its close.
 */
export function FacilityExportButton({ request, label, fileName }: FacilityExportButtonProps) {
  const { t } = useTranslation('pages-common');
  const filter = useWireFilter();
  const { exporting, failure, exportFacilities, dismissFailure } = useFacilityExport();
  return (
    <Stack gap="xs" align="flex-end" data-print="hide">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exporting}
        onClick={() =>
          exportFacilities({
            request: request ?? { filter },
            fileName: csvFileName(fileName ?? t('facilityExport.fileName')),
          })
        }
      >
        {label ?? t('facilityExport.button')}
      </Button>
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('facilityExport.failed')}
          withCloseButton
          onClose={dismissFailure}
          closeButtonLabel={t('facilityExport.closeFailure')}
        >
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
