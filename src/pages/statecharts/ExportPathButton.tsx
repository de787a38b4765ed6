import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import { saveBlob } from '../../components/page-kit/save-blob';
import { recordedPathJson, recordedTestPath } from './recorded-path';
import classes from './statecharts.module.css';

/** Downloads the machine's recorded trace as a test path (the paths command's JSON). */
export function ExportPathButton({
  machine,
  machineName,
  entries,
  hideTimers,
}: {
  machine: string;
  machineName: string;
  entries: readonly WireEntry[];
  hideTimers: boolean;
}) {
  const { t } = useTranslation('inspector');
  const download = () => {
    const json = recordedPathJson(recordedTestPath(machine, entries, { hideTimers }));
    saveBlob(new Blob([json], { type: 'application/json' }), `${machine}-recorded-path.json`);
  };
  return (
    <Button
      variant="outline"
      fullWidth
      h="auto"
      py={6}
      classNames={{ label: classes.wrappingLabel }}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
    >
      {t('export.button', { machine: machineName })}
    </Button>
  );
}
