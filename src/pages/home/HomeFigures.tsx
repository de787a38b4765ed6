import { useTranslation } from 'react-i18next';
import { LEVELS, StatCard, StatGrid, type StatTrend, useFormatters } from '../../components/page-kit';
import type { HomeSummaryRow } from '../../../contract';
import { shareOfFacilities } from './facility-share';

/** Headline figures of the filtered facilities; extended KPIs add the yearly averages and the uncertified. */
export function HomeFigures({ row, extended }: { row: HomeSummaryRow; extended: boolean }) {
  const { t } = useTranslation('home');
  const format = useFormatters();
  const share = (count: number) => shareOfFacilities(count, row.facilityCount);
  const change = row.changeSinceLastYear;
  const trend: StatTrend | undefined =
    change === null || row.latestYear === null
      ? undefined
      : {
          value: change,
          text: t(`figures.change.${change > 0 ? 'up' : change < 0 ? 'down' : 'same'}`, {
            points: format.number(Math.abs(change), { maximumFractionDigits: 1 }),
            year: row.latestYear - 1,
          }),
        };
  return (
    <StatGrid>
      <StatCard
        label={t('figures.facilities')}
        value={format.number(row.facilityCount)}
        hint={t('figures.facilitiesHint')}
      />
      <StatCard
        label={t('figures.active')}
        value={format.number(row.activeCount)}
        hint={t('figures.activeHint', {
          share: format.percent(share(row.activeCount)),
          inactive: format.number(row.inactiveCount),
        })}
      />
      <StatCard
        label={t('figures.averageScore')}
        value={format.score(row.averageLatestScore)}
        hint={t('figures.averageScoreHint')}
      />
      <StatCard
        label={t('figures.change.label')}
        value={
          row.changeSinceLastYear === null
            ? '—'
            : format.number(row.changeSinceLastYear, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })
        }
        trend={trend}
        hint={row.changeSinceLastYear === null ? t('figures.change.unknown') : undefined}
      />
      {LEVELS.map((level, index) => (
        <StatCard
          key={level}
          label={t('figures.levelShare', { level })}
          value={format.percent(row.levelShares[index] ?? 0, 1)}
          hint={t('figures.levelCount', {
            count: row[`level${level}`],
            formatted: format.number(row[`level${level}`]),
          })}
        />
      ))}
      {extended && (
        <>
          <StatCard
            label={t('figures.uncertified')}
            value={format.number(row.none)}
            hint={format.percent(share(row.none), 1)}
          />
          <StatCard
            label={t('figures.yearAverage', { year: row.latestYear ?? '—' })}
            value={format.score(row.averageScoreLatestYear)}
          />
          <StatCard
            label={t('figures.yearAverage', { year: row.latestYear === null ? '—' : row.latestYear - 1 })}
            value={format.score(row.averageScorePreviousYear)}
          />
        </>
      )}
    </StatGrid>
  );
}
