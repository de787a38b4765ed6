import { useTranslation } from 'react-i18next';
import { heatBandRange } from '../../../contract/heat-bands';
import { ChartLegend, type LegendItem } from '../../components/page-kit/ChartLegend';
import { HEAT_BANDS } from './heat-scale';

/** The colour bands in words: "50–64 low" (whole scores: a band ends where the next one starts, minus one, as its links count). */
export function useHeatLegendItems(format: (value: number) => string): LegendItem[] {
  const { t } = useTranslation('benchmarking');
  return HEAT_BANDS.map((band) => ({
    color: band.background,
    label: `${t('v2.legend.range', { from: format(band.from), to: format(heatBandRange(band.from).maxScore) })} ${t(`v2.legend.${band.labelKey}`)}`,
  }));
}

export function HeatLegend({ items }: { items: readonly LegendItem[] }) {
  const { t } = useTranslation('benchmarking');
  return <ChartLegend items={items} label={t('v2.legend.title')} />;
}
