/**
 * How a figure moved from the comparison period to the period shown. The arrow and
 * the words follow the direction; the colour says whether that is good news for this figure (more
 * referrals is not), and is never the only signal.
 */
export type DeltaDirection = 'up' | 'down' | 'same' | 'unknown';
export type DeltaTone = 'positive' | 'negative' | 'neutral';
/** Which way a figure improves; `neither` for figures that are not better high or low. */
export type Better = 'higher' | 'lower' | 'neither';

export interface PeriodDelta {
  direction: DeltaDirection;
  /** The size of the change, rounded as shown; null when there is nothing to compare with. */
  amount: number | null;
  tone: DeltaTone;
}

/**
 * The change from `comparison` to `current` rounded to `digits` decimals (a change that rounds to
 * zero is no change). `comparison` null: the comparison period has no figures (nothing was
 * reported or assessed in it), which is not the same as a figure of zero.
 */
export function periodDelta(
  current: number | null,
  comparison: number | null,
  better: Better = 'higher',
  digits = 1,
): PeriodDelta {
  if (current === null || comparison === null) return { direction: 'unknown', amount: null, tone: 'neutral' };
  const scale = 10 ** digits;
  const change = Math.round((current - comparison) * scale) / scale;
  if (change === 0) return { direction: 'same', amount: 0, tone: 'neutral' };
  const direction = change > 0 ? 'up' : 'down';
  const good = better === 'neither' ? null : (direction === 'up') === (better === 'higher');
  return {
    direction,
    amount: Math.abs(change),
    tone: good === null ? 'neutral' : good ? 'positive' : 'negative',
  };
}
