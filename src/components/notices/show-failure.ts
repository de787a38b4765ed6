import { notifications } from '@mantine/notifications';
import { NOTIFICATION_DEFAULTS } from '../../app/theme/create-portal-theme';

/**
 * A negative notification for a failed call (spec section 8). One notification per
 * failure. A page's sections fail together when, say, the facility does not exist: each call
 * reports it, but the user sees the words once. The words are the notification's id, and Mantine
 * ignores a notification whose id is already on screen or queued.
 */
export function showFailure(message: string, closeLabel?: () => string) {
  notifications.show({
    id: `failure:${message}`,
    color: 'red',
    message,
    autoClose: NOTIFICATION_DEFAULTS.autoClose,
    closeButtonProps: closeLabel ? { 'aria-label': closeLabel() } : undefined,
  });
}
