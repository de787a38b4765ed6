import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod, type Period, parsePeriod, periodBounds } from '../../../contract/period';
import type { Days } from '../../../machines/facility-list/assessed-range-address';
import type { QueryParams } from '../../../contract/query.schemas';
import { useMyFacility } from '../../app/hooks/my-facility.hooks';
import { DataTable } from '../../components/page-kit/DataTable';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { PageState } from '../../components/page-kit/PageState';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import type { PageData } from '../../app/hooks/page-data.hooks';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { StatCard, StatGrid } from '../../components/page-kit/StatCard';
import { AllYearsPicker, usePeriodChoice } from '../../components/period';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';
import { combineSections } from './combined-status';
import { YearlyLevelCard } from './YearlyLevelCard';
import { YearlyPeriodComparison } from './YearlyPeriodComparison';
import { YearlyTrendCard } from './YearlyTrendCard';
import { YearlyTwoPeriods } from './YearlyTwoPeriods';
import { ownFacilityColumns } from './own-facility.columns';
import { useYearList } from './yearly-drill.hooks';
import { elementColumns, overallColumns } from './yearly.columns';
import {
  type ElementTrends,
  toElementTrends,
  withYearOverYearChange,
  type YearlyOverallTrendRow,
} from './yearly.model';

/** The yearly queries' own params (the filter is added to each). */
type YearlyParams = Pick<QueryParams<'YearlyPerformance/Overall'>, 'period'>;

/** Without a period every assessment year is shown (the page as it was before the picker). */
const EVERY_YEAR: YearlyParams = {};

/**
 * Yearly Performance: year-over-year averages and level mix, overall and per service element;
 * limited to a period (`?period=`), compared with the previous one or the same one last year.
 * For a facility user (the server answers their one facility) it is their facility's
 * own yearly trend: its score and level each year, no counts, level mix or lists of one facility.
 */
export default function YearlyPerformancePage() {
  const { t } = useTranslation(['yearly-performance', 'frame', 'facility-network', 'yearly-drill']);
  const ownFacility = useMyFacility().isFacilityUser;
  // every year, always: it is the default view and gives the years the picker offers
  const everyYear = useFilteredPageData('YearlyPerformance/Overall');
  const years = everyYear.rows.map((row) => row.year);
  const choice = usePeriodChoice({ kind: 'year', year: years.at(-1) ?? new Date().getFullYear() });
  const period = formatPeriod(choice.period);
  // a figure's list within the period: the facilities assessed in its days of that year
  const days = useMemo(() => periodBounds(parsePeriod(period) as Period), [period]);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('frame:routes.YearlyPerformance')}
        subtitle={t(ownFacility ? 'facility-network:yearly.intro' : 'yearly-performance:intro')}
      />
      {choice.chosen ? (
        <>
          <YearlyPeriodComparison choice={choice} years={years} drills={!ownFacility} />
          <YearlyTwoPeriods period={period} compareTo={choice.compareTo} network={!ownFacility} />
          <YearlyInPeriod key={period} params={{ period }} days={days} ownFacility={ownFacility} />
        </>
      ) : (
        <>
          <AllYearsPicker choice={choice} years={years} />
          {/* every year: a figure's facilities are those assessed in its year */}
          <YearlySections
            overall={everyYear}
            params={EVERY_YEAR}
            drills={!ownFacility}
            ownFacility={ownFacility}
          />
        </>
      )}
    </Stack>
  );
}

/** The period's overall rows, then the sections over them. */
function YearlyInPeriod({
  params,
  days,
  ownFacility,
}: {
  params: YearlyParams;
  days: Days;
  ownFacility: boolean;
}) {
  const overall = useFilteredPageData('YearlyPerformance/Overall', params);
  return (
    <YearlySections
      overall={overall}
      params={params}
      days={days}
      drills={!ownFacility}
      ownFacility={ownFacility}
    />
  );
}

function YearlySections({
  overall,
  params,
  days = null,
  drills = false,
  ownFacility,
}: {
  overall: PageData<'YearlyPerformance/Overall'>;
  params: YearlyParams;
  /** The chosen period's days (none: every year). */
  days?: Days | null;
  drills?: boolean;
  /** A facility user's own facility: its score and level per year (own-facility.columns). */
  ownFacility: boolean;
}) {
  const elements = useFilteredPageData('YearlyPerformance/ServiceElements', params);
  // The medians beside the averages; the page does not wait for them
  const references = useFilteredPageData('YearlyPerformance/References', params);
  return (
    <PageState data={combineSections(overall, elements)} skeleton="stats">
      {() => (
        <YearlyFigures
          overall={withYearOverYearChange(overall.rows, references.rows)}
          trends={toElementTrends(elements.rows)}
          days={days}
          drills={drills}
          ownFacility={ownFacility}
        />
      )}
    </PageState>
  );
}

function YearlyFigures({
  overall,
  trends,
  days,
  drills,
  ownFacility,
}: {
  overall: YearlyOverallTrendRow[];
  trends: ElementTrends;
  days: Days | null;
  drills: boolean;
  ownFacility: boolean;
}) {
  const { t } = useTranslation(['yearly-performance', 'references', 'facility-network', 'yearly-drill']);
  const format = useFormatters();
  const elementName = useServiceElementName();
  const figureList = useYearList(days);
  const yearList = drills ? figureList : undefined;
  const columns = useMemo(
    () => (ownFacility ? ownFacilityColumns(t, format) : overallColumns(t, format, yearList)),
    [t, format, yearList, ownFacility],
  );
  const trendColumns = useMemo(
    () => elementColumns(t, format, trends.years, elementName, yearList),
    [t, format, trends.years, elementName, yearList],
  );
  const latest = overall.at(-1);
  const previous = overall.at(-2);
  // within a period its cards and the two periods side by side say this; a one-year line says nothing
  const byYear = days === null || overall.length > 1;
  return (
    <Stack gap="md">
      {latest && days === null && (
        <StatGrid>
          <StatCard
            label={t(ownFacility ? 'facility-network:yearly.latestScore' : 'stats.latestAverage', {
              year: latest.year,
            })}
            value={format.score(latest.averageScore)}
            explanation={t(
              ownFacility
                ? 'facility-network:yearly.latestScoreExplain'
                : 'analysis:explain.yearly.latestAverage',
              { year: latest.year },
            )}
            // the facilities behind the average, best first
            drillTo={
              latest.assessedCount > 0
                ? yearList?.(latest.year, undefined, { sort: 'latestScore', direction: 'desc' })
                : undefined
            }
            trend={
              latest.change === null || !previous
                ? undefined
                : {
                    value: latest.change,
                    text: t('stats.change', {
                      change: format.scoreChange(latest.change),
                      year: previous.year,
                    }),
                  }
            }
          />
          {!ownFacility && (
            <StatCard
              label={t('stats.assessed', { year: latest.year })}
              value={format.number(latest.assessedCount)}
              explanation={t('analysis:explain.yearly.assessed', { year: latest.year })}
              drillTo={latest.assessedCount > 0 ? yearList?.(latest.year) : undefined}
            />
          )}
          <StatCard
            label={t('stats.years')}
            value={
              overall.length > 1
                ? `${format.year(overall[0].year)}–${format.year(latest.year)}`
                : format.year(latest.year)
            }
            explanation={t('analysis:explain.yearly.years')}
          />
        </StatGrid>
      )}
      {byYear && (
        <YearlyTrendCard
          overall={overall}
          trends={trends}
          columns={columns}
          format={format}
          ownFacility={ownFacility}
        />
      )}
      {/* a level mix of one facility is a bar of 1 a year: its level is a column of the tables instead */}
      {/* within a period of one year, the two periods' level mixes stand side by side instead */}
      {!ownFacility && byYear && (
        <YearlyLevelCard
          rows={overall}
          dataKey="year"
          rowKey={(row) => row.year}
          columns={columns}
          format={format}
          addressKey="levels"
          title={t('chart.levelTitle')}
          description={t('chart.levelDescription')}
          listOf={yearList && ((row, level) => yearList(row.year, level))}
        />
      )}
      <DataTable
        addressKey="years"
        caption={t('overallTable.caption')}
        showCaption
        rows={overall}
        columns={columns}
        rowKey={(row) => row.year}
      />
      {byYear && (
        <DataTable
          addressKey="elements"
          caption={t(ownFacility ? 'facility-network:yearly.elementsCaption' : 'elementsTable.caption')}
          showCaption
          rows={trends.elements}
          columns={trendColumns}
          rowKey={(row) => row.id}
        />
      )}
    </Stack>
  );
}
