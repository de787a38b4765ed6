import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEAT_TEXT_COLOR, heatBand, NO_SCORE_BACKGROUND } from './heat-scale';

/** A heat map cell: the score printed on its band's colour, so the colour is never the only cue. */
export function HeatCell({
  score,
  format,
}: {
  score: number | null;
  format: (value: number | null) => string;
}) {
  const { t } = useTranslation('benchmarking');
  const band = heatBand(score);
  return (
    <Box
      component="span"
      display="block"
      px={6}
      py={4}
      ta="center"
      fw={600}
      style={{
        background: band?.background ?? NO_SCORE_BACKGROUND,
        color: HEAT_TEXT_COLOR,
        borderRadius: 4,
        minWidth: 48,
      }}
    >
      {format(score)}
      {score === null && <VisuallyHidden>{t('v2.table.noScore')}</VisuallyHidden>}
    </Box>
  );
}
