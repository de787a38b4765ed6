import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DEFAULTS } from '../theme/create-portal-theme';

/**
 * Issue 15 item 2: says which parts of an address were not understood (the default view is shown
 * instead). The words are the notice's id, so an effect that runs again before the corrected
 * address lands shows it once.
 */
export function useAddressNotice() {
  const { t } = useTranslation('analysis');
  return useCallback(
    (names: readonly string[]) => {
      const message = t('address.invalid', { names: names.join(', ') });
      notifications.show({
        id: `address-invalid:${message}`,
        color: 'yellow',
        message,
        autoClose: NOTIFICATION_DEFAULTS.autoClose,
      });
    },
    [t],
  );
}
