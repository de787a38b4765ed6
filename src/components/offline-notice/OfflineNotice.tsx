import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOfflineNotice } from '../../app/hooks/offline.hooks';
import { useFormatters } from '../page-kit';

/** "Offline — data from <time>": the sync was skipped offline, or pages show answers kept on the device. */
export function OfflineNotice() {
  const { t } = useTranslation('offline');
  const format = useFormatters();
  const { offline, dataFrom } = useOfflineNotice();
  if (!offline) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconWifiOff size={18} aria-hidden />}
      title={
        dataFrom === null
          ? t('titleUnknown')
          : t('title', { time: format.date(dataFrom, { dateStyle: 'medium', timeStyle: 'short' }) })
      }
      role="status"
      mb="md"
    >
      {t('message')}
    </Alert>
  );
}
