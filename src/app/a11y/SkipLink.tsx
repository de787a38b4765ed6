import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './a11y.module.css';
import { focusPageStart, MAIN_CONTENT_ID } from './page-focus';

/** The first stop of the Tab order (WCAG 2.4.1): hidden until focused, it jumps to the page's heading. */
export function SkipLink() {
  const { t } = useTranslation('a11y');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusPageStart();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
