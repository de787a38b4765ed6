import { useTranslation } from 'react-i18next';
import { type Period, parsePeriod } from '../../../contract/period';
import { StatCard, StatGrid, useFormatters } from '../../components/page-kit';
import { type DeltaUnit, usePeriodTrend } from '../../components/period';
import type { MomCareFigure, MomCareFigures as Figures } from './momcare-period';

const CARDS: readonly { figure: MomCareFigure; label: string; unit: DeltaUnit; share?: boolean }[] = [
  { figure: 'firstAncVisits', label: 'indicators.firstAncVisits', unit: 'count' },
  { figure: 'anc4Coverage', label: 'figures.anc4Coverage', unit: 'percentagePoints', share: true },
  { figure: 'facilityDeliveries', label: 'indicators.facilityDeliveries', unit: 'count' },
  { figure: 'caesareanShare', label: 'indicators.caesareanShare', unit: 'percentagePoints', share: true },
];

/** The period's four headline figures, each with its change from the comparison period. */
export function MomCareFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation(['momcare', 'periods']);
  const format = useFormatters();
  const trend = usePeriodTrend();
  const comparison = parsePeriod(figures.comparison.period) as Period;
  const shown = (figure: MomCareFigure, share?: boolean) => {
    const value = figures.current[figure];
    if (value === null) return '—';
    return share ? format.percent(value, 1) : format.number(value);
  };
  return (
    <StatGrid>
      {CARDS.map(({ figure, label, unit, share }) => (
        <StatCard
          key={figure}
          label={t(label)}
          value={shown(figure, share)}
          hint={figure === 'anc4Coverage' ? t('figures.anc4CoverageHint') : undefined}
          trend={trend(figures.deltas[figure], comparison, unit)}
          explanation={t(`analysis:explain.momcare.${figure}`)}
        />
      ))}
    </StatGrid>
  );
}
