import { Anchor, Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HEAT_TEXT_COLOR, heatBand, NO_SCORE_BACKGROUND } from './heat-scale';
import classes from './heat-cell.module.css';

/** Where a cell leads (drill-through): an address, named for assistive technology. */
export interface HeatCellLink {
  to: string;
  /** Starts with the score shown, so the visible text is part of the name (WCAG 2.5.3). */
  label: string;
}

/**
 * A heat map cell: the score printed on its band's colour, so the colour is never the only cue.
 * With `link`, the cell is a link to the facilities behind it (Tab reaches it, Enter opens it).
 */
export function HeatCell({
  score,
  format,
  link,
}: {
  score: number | null;
  format: (value: number | null) => string;
  link?: HeatCellLink;
}) {
  const { t } = useTranslation('benchmarking');
  const band = heatBand(score);
  const look = {
    background: band?.background ?? NO_SCORE_BACKGROUND,
    color: HEAT_TEXT_COLOR,
    borderRadius: 4,
    minWidth: 48,
  };
  if (link)
    return (
      <Anchor
        component={Link}
        to={link.to}
        aria-label={link.label}
        title={link.label}
        display="block"
        px={6}
        py={4}
        ta="center"
        fw={600}
        className={classes.link}
        style={look}
      >
        {format(score)}
      </Anchor>
    );
  return (
    <Box component="span" display="block" px={6} py={4} ta="center" fw={600} style={look}>
      {format(score)}
      {score === null && <VisuallyHidden>{t('v2.table.noScore')}</VisuallyHidden>}
    </Box>
  );
}
