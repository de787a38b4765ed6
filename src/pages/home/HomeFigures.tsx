import { useTranslation } from 'react-i18next';
import { useActivityScope } from '../../app/hooks/filter.hooks';
import { useAssessedList } from '../../components/drill-through/assessed-list.hooks';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { LEVELS, StatCard, StatGrid, type StatTrend, useFormatters } from '../../components/page-kit';
import type { HomeSummaryRow } from '../../../contract';
import { shareOfFacilities } from './facility-share';
import { LevelDistribution } from './LevelDistribution';

/**
 * The filtered facilities' figures: the score and its change first, then the counts, the level
 * chart, and one card per level (extended KPIs add the uncertified and the yearly averages there).
 * In that order a 390 px phone's first screen holds the key figures and the start of the chart.
 */
export function HomeFigures({ row, extended }: { row: HomeSummaryRow; extended: boolean }) {
  const { t } = useTranslation(['home', 'analysis', 'periods']);
  const format = useFormatters();
  const activeOnly = useActivityScope() === 'activeOnly';
  const drillTo = useDrillTo();
  const share = (count: number) => shareOfFacilities(count, row.facilityCount);
  const change = row.changeSinceLastYear;
  const trend: StatTrend | undefined =
    change === null || row.latestYear === null
      ? undefined
      : {
          value: change,
          text: t(`figures.change.${change > 0 ? 'up' : change < 0 ? 'down' : 'same'}`, {
            points: t('periods:units.points', {
              value: format.score(Math.abs(change)),
              count: Math.abs(change),
            }),
            year: row.latestYear - 1,
          }),
        };
  const activeShare = format.percent(share(row.activeCount));
  return (
    <>
      <StatGrid>
        <StatCard
          label={t('figures.averageScore')}
          value={format.score(row.averageLatestScore)}
          hint={t('figures.averageScoreHint')}
          explanation={t('analysis:explain.home.averageScore')}
          drillTo={drillTo({}, { sort: 'latestScore', direction: 'desc' })}
        />
        <StatCard
          label={t('figures.change.label')}
          value={format.scoreChange(row.changeSinceLastYear)}
          trend={trend}
          hint={row.changeSinceLastYear === null ? t('figures.change.unknown') : undefined}
          explanation={t('analysis:explain.home.change')}
        />
        <StatCard
          label={t('figures.facilities')}
          value={format.number(row.facilityCount)}
          hint={t('figures.facilitiesHint')}
          explanation={t('analysis:explain.home.facilities')}
          drillTo={drillTo({})}
        />
        <StatCard
          label={t('figures.active')}
          value={format.number(row.activeCount)}
          hint={
            activeOnly
              ? t('analysis:wording.activeOnly', { share: activeShare })
              : t('analysis:wording.activeAndInactive', {
                  share: activeShare,
                  inactive: format.number(row.inactiveCount),
                })
          }
          explanation={t('analysis:explain.home.active')}
          drillTo={drillTo({ activeStates: [true] })}
        />
      </StatGrid>
      <LevelDistribution row={row} />
      <StatGrid>
        {LEVELS.map((level, index) => (
          <StatCard
            key={level}
            label={t('figures.levelShare', { level })}
            value={format.percent(row.levelShares[index] ?? 0, 1)}
            hint={t('figures.levelCount', {
              count: row[`level${level}`],
              formatted: format.number(row[`level${level}`]),
            })}
            explanation={t('analysis:explain.home.levelShare', { level })}
            drillTo={drillTo({ awardedLevels: [level] })}
          />
        ))}
        {extended && (
          <>
            <StatCard
              label={t('figures.uncertified')}
              value={format.number(row.none)}
              hint={format.percent(share(row.none), 1)}
              explanation={t('analysis:explain.home.uncertified')}
              drillTo={drillTo({ awardedLevels: [0] })}
            />
            <YearAverageCard year={row.latestYear} average={row.averageScoreLatestYear} />
            <YearAverageCard
              year={row.latestYear === null ? null : row.latestYear - 1}
              average={row.averageScorePreviousYear}
            />
          </>
        )}
      </StatGrid>
    </>
  );
}

/**
 * The average score of a year's assessments (the latest year of the selection, or the one before).
 * It opens the facilities assessed in that year, best latest score first; every
 * such facility has its one assessment of that year in the average. Without an average, no link.
 */
function YearAverageCard({ year, average }: { year: number | null; average: number | null }) {
  const { t } = useTranslation(['home', 'analysis']);
  const format = useFormatters();
  const assessedList = useAssessedList();
  return (
    <StatCard
      label={t('figures.yearAverage', { year: year ?? '—' })}
      value={format.score(average)}
      explanation={t('analysis:explain.home.yearAverage', { year: year ?? '—' })}
      drillTo={
        year === null || average === null
          ? undefined
          : assessedList({ year }, undefined, { sort: 'latestScore', direction: 'desc' })
      }
    />
  );
}
