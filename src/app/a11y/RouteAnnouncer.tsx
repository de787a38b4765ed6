import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type AppActor, useAppActor } from '../app-actor.context';
import { focusPageStart, whenPageHeadingShows } from './page-focus';

/**
 * The address last seen by any layout of a running portal (keyed by its root actor). Not a ref:
 * moving between the main and the public layout mounts a new announcer, and that is a route
 * change too.
 */
const lastPathOf = new WeakMap<AppActor, string>();

/**
 * On every route change (not on the first load, where Tab starts at the skip link), focus moves to
 * the new page's heading and a polite live region says which page it is (WCAG 2.4.3, 4.1.3).
 */
export function RouteAnnouncer() {
  const { t } = useTranslation('a11y');
  const { pathname } = useLocation();
  const app = useAppActor();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!lastPathOf.has(app)) lastPathOf.set(app, pathname);
    if (lastPathOf.get(app) === pathname) return;
    const stop = new AbortController();
    whenPageHeadingShows(stop.signal).then(() => {
      // Recorded only once done, so StrictMode's second run of this effect still does the work.
      if (stop.signal.aborted) return;
      lastPathOf.set(app, pathname);
      const title = focusPageStart();
      if (title) setAnnouncement(t('pageChanged', { title }));
    });
    return () => stop.abort();
  }, [app, pathname, t]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
}
