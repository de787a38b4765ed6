import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { FILTERED_ROUTES, ROUTES } from '../../../../machines/shared/routes';
import { useEnvironmentView } from '../../../app/hooks/environment.hooks';
import { useFilterWords } from '../../print/filter-words.hooks';
import { useFormatters } from '../page-data.hooks';

/**
 * The caption an exported chart carries under its drawing: the environment, the filter in words
 * (on the pages the filter drives, as the printed report header says it) and the day it was
 * saved. A function, so the day is the day of the download.
 */
export function useExportCaption(): () => string {
  const { t } = useTranslation('exports');
  const format = useFormatters();
  const { environments, selectedId } = useEnvironmentView();
  const filterWords = useFilterWords();
  const { pathname } = useLocation();
  // a stand-in environment child (a page's test harness) may hold no list
  const environment = (environments ?? []).find((candidate) => candidate.id === selectedId)?.name;
  const followsFilter = FILTERED_ROUTES.some((name) => matchPath(ROUTES[name].path, pathname) !== null);
  return () =>
    [
      environment && t('caption.environment', { environment }),
      followsFilter && t('caption.filter', { filter: filterWords }),
      t('caption.saved', { date: format.date(new Date(), { dateStyle: 'long' }) }),
    ]
      .filter(Boolean)
      .join(' · ');
}
