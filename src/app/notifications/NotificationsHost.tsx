import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const importContainer = () => import('./notifications-container');
const NotificationsContainer = lazy(importContainer);

/**
 * Notices are shown from the store (`notifications.show`) anywhere; the stack that draws them,
 * with its transitions and drag-to-dismiss, is not part of the first screen. It downloads when
 * the browser is idle after start, or at once when a notice is shown before that, and stays.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => {
      setIdle(true);
      importContainer().catch(() => undefined); // shown again by the lazy render if it failed here
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(start, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!idle && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
