import { useTranslation } from 'react-i18next';
import { FILTERED_ROUTES } from '../../../machines/shared/routes';
import { useEnvironmentView } from '../../app/hooks/environment.hooks';
import { useFilterView } from '../../app/hooks/filter.hooks';
import { useCurrentRouteName } from '../../app/router/route-handle';
import { useFilterChipLabel } from '../filter-panel/filter-chip-label.hooks';
import { useFormatters } from '../page-kit/page-data.hooks';
import { filterSummaryParts } from './filter-summary';
import { usePrintTime } from './print-time.hooks';
import classes from './print.module.css';

/**
 * The head of every printed signed-in page (issue 15 item 7), hidden on screen: product, page,
 * environment, the filter in words (on the pages the filter drives) and when it was printed, in
 * the user's language and date format. The navigation it replaces is not printed.
 */
export function PrintReportHeader() {
  const { t } = useTranslation(['print', 'frame']);
  const format = useFormatters();
  const routeName = useCurrentRouteName();
  const { environments, selectedId } = useEnvironmentView();
  const { values } = useFilterView();
  const chipLabel = useFilterChipLabel();
  const printedAt = usePrintTime();

  const environment = environments.find((candidate) => candidate.id === selectedId)?.name;
  const followsFilter = routeName !== undefined && FILTERED_ROUTES.includes(routeName);
  // Values of one dimension are alternatives ("Level 3 or Level 4"); dimensions narrow together.
  const alternatives = new Intl.ListFormat(format.culture, { type: 'disjunction' });
  const parts = filterSummaryParts(values, chipLabel);
  const filterWords =
    parts.length === 0
      ? t('report.noFilter')
      : parts
          .map((part) =>
            t('report.filterPart', {
              dimension: t(`frame:filter.dimensions.${part.dimension}`),
              values: alternatives.format(part.labels),
            }),
          )
          .join('; ');
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
