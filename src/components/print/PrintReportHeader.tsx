import { useTranslation } from 'react-i18next';
import { FILTERED_ROUTES } from '../../../machines/shared/routes';
import { useEnvironmentView } from '../../app/hooks/environment.hooks';
import { useCurrentRouteName } from '../../app/hooks/route-handle.hooks';
import { useFormatters } from '../page-kit/page-data.hooks';
import { useFilterWords } from './filter-words.hooks';
import { usePrintTime } from './print-time.hooks';
import classes from './print.module.css';

/**
 * The head of every printed signed-in page, hidden on screen: product, page,
 * environment, the filter in words (on the pages the filter drives) and when it was printed, in
 * the user's language and date format. The navigation it replaces is not printed.
 */
export function PrintReportHeader() {
  const { t } = useTranslation(['print', 'frame']);
  const format = useFormatters();
  const routeName = useCurrentRouteName();
  const { environments, selectedId } = useEnvironmentView();
  const filterWords = useFilterWords();
  const printedAt = usePrintTime();

  const environment = environments.find((candidate) => candidate.id === selectedId)?.name;
  const followsFilter = routeName !== undefined && FILTERED_ROUTES.includes(routeName);
  const rows: [string, string | undefined][] = [
    [t('report.page'), routeName && t(`frame:routes.${routeName}`)],
    [t('report.environment'), environment],
    [t('report.filter'), followsFilter ? filterWords : undefined],
    [t('report.printed'), format.date(printedAt, { dateStyle: 'long', timeStyle: 'short' })],
  ];
  return (
    <div className={classes.report} data-testid="print-report-header">
      <p className={classes.product}>{t('frame:productName')}</p>
      <dl className={classes.facts}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, detail]) => (
            <div key={term} className={classes.fact}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
