import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/page-kit';
import { useSyncStatus } from './home.hooks';

/** "Last synced …" under the title; nothing offline, where the offline notice says from when the data is. */
export function LastSync() {
  const { t } = useTranslation('home');
  const format = useFormatters();
  const { lastSync } = useSyncStatus();
  if (lastSync === undefined) return null;
  return (
    <>
      {lastSync === null
        ? t('sync.never')
        : t('sync.last', { time: format.date(lastSync, { dateStyle: 'medium', timeStyle: 'short' }) })}
    </>
  );
}

/** Shown while a database sync run has started and not ended: the figures may be about to change. */
export function DatabaseSyncBanner() {
  const { t } = useTranslation('home');
  const { isDatabaseSyncing } = useSyncStatus();
  if (!isDatabaseSyncing) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<Loader size={16} aria-hidden />}
      title={t('sync.runningTitle')}
      role="status"
      mb="md"
    >
      {t('sync.runningMessage')}
    </Alert>
  );
}
