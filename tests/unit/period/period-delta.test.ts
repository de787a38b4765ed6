import { describe, expect, it } from 'vitest';
import { periodDelta } from '../../../machines/shared/period-delta';

describe('the change from the comparison period (deltas with arrows as well as colour)', () => {
  it('a rise of a figure that is better high is up and good news', () => {
    expect(periodDelta(72.5, 68.3)).toEqual({ direction: 'up', amount: 4.2, tone: 'positive' });
  });

  it('a fall of a figure that is better high is down and bad news', () => {
    expect(periodDelta(120, 131, 'higher', 0)).toEqual({ direction: 'down', amount: 11, tone: 'negative' });
  });

  it('for a figure better low (referrals) a fall is good news and a rise bad', () => {
    expect(periodDelta(3, 5, 'lower', 0)).toMatchObject({ direction: 'down', tone: 'positive' });
    expect(periodDelta(5, 3, 'lower', 0)).toMatchObject({ direction: 'up', tone: 'negative' });
  });

  it('a figure that is neither better high nor low moves without a verdict', () => {
    expect(periodDelta(12, 10, 'neither')).toEqual({ direction: 'up', amount: 2, tone: 'neutral' });
  });

  it('a change that rounds to nothing is no change', () => {
    expect(periodDelta(70.04, 70.0)).toEqual({ direction: 'same', amount: 0, tone: 'neutral' });
    expect(periodDelta(70.06, 70.0)).toMatchObject({ direction: 'up', amount: 0.1 });
  });

  it('without figures for the comparison period there is nothing to compare with (not a rise from zero)', () => {
    expect(periodDelta(480, null)).toEqual({ direction: 'unknown', amount: null, tone: 'neutral' });
    expect(periodDelta(null, 12)).toMatchObject({ direction: 'unknown' });
  });
});
