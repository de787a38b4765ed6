import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../components/page-kit/ChartLegend';
import { bandUpperBound, HEAT_BANDS } from './heat-scale';

/** The colour bands in words: "50–65 low". */
export function HeatLegend({ format }: { format: (value: number) => string }) {
  const { t } = useTranslation('benchmarking');
  const items = HEAT_BANDS.map((band) => ({
    color: band.background,
    label: `${t('v2.legend.range', { from: format(band.from), to: format(bandUpperBound(band)) })} ${t(`v2.legend.${band.labelKey}`)}`,
  }));
  return <ChartLegend items={items} label={t('v2.legend.title')} />;
}
