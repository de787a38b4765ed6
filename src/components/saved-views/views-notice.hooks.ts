import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DEFAULTS } from '../../app/theme/create-portal-theme';

/** Tells the user a step is done (or shows a link to copy), with a close button named for screen readers. */
export function useViewsNotice() {
  const { t } = useTranslation('frame');
  return useCallback(
    (message: string, autoClose: number | false = NOTIFICATION_DEFAULTS.autoClose) =>
      notifications.show({
        message,
        autoClose,
        closeButtonProps: { 'aria-label': t('common.closeNotification') },
      }),
    [t],
  );
}
