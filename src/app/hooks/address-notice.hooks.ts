import { notifications } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_DEFAULTS } from '../theme/create-portal-theme';

/**
 * Says which parts of an address were not understood (the default view is shown
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

/**
 * A page's own parameters that it could not use (`invalid`, by name): the address is replaced once
 * by `corrected` (the search standing for what the page shows instead) and the names are said in
 * the notice above. Nothing happens while `invalid` is empty.
 */
export function useAddressCorrection(invalid: readonly string[], corrected: string) {
  const navigate = useNavigate();
  const sayNotUnderstood = useAddressNotice();
  const invalidKey = invalid.join(', ');
  useEffect(() => {
    if (!invalidKey) return;
    navigate({ search: corrected }, { replace: true });
    sayNotUnderstood(invalidKey.split(', '));
  }, [invalidKey, corrected, navigate, sayNotUnderstood]);
}
