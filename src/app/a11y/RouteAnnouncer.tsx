import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { focusPageStart, whenPageHeadingShows } from './page-focus';

/**
 * The address last seen by any layout. A module value rather than a ref: moving between the main
 * and the public layout mounts a new announcer, and that is a route change too.
 */
let lastPath: string | null = null;

/**
 * On every route change (not on the first load, where Tab starts at the skip link), focus moves to
 * the new page's heading and a polite live region says which page it is (WCAG 2.4.3, 4.1.3).
 */
export function RouteAnnouncer() {
  const { t } = useTranslation('a11y');
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (lastPath === null) lastPath = pathname;
    if (lastPath === pathname) return;
    const stop = new AbortController();
    whenPageHeadingShows(stop.signal).then(() => {
      // Recorded only once done, so StrictMode's second run of this effect still does the work.
      if (stop.signal.aborted) return;
      lastPath = pathname;
      const title = focusPageStart();
      if (title) setAnnouncement(t('pageChanged', { title }));
    });
    return () => stop.abort();
  }, [pathname, t]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
}
