import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { documentTitle } from '../../services/document-title';

/** "<page title> | Quality Analytics Platform" in the selected language; the product name alone for untitled pages. */
export function useDocumentTitle(routeName: RouteName | undefined) {
  const { t } = useTranslation('common');
  const hasTitle = routeName !== undefined && ROUTES[routeName].title !== undefined;
  const title = hasTitle ? t(`pageTitles.${routeName}`) : undefined;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
