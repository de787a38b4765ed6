import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DEFAULTS } from '../theme/create-portal-theme';

/** Mantine's notification stack with the portal's defaults: its own chunk, loaded when idle or needed. */
export default function NotificationsContainer() {
  return (
    <Notifications position={NOTIFICATION_DEFAULTS.position} autoClose={NOTIFICATION_DEFAULTS.autoClose} />
  );
}
