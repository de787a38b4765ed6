import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent } from '../../../src/app/format/intl-format';

// Intl separators: fr-FR groups with a narrow no-break space (U+202F) and puts U+202F before %.
const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers and dates follow the selected culture', () => {
  it('formatNumber uses the culture grouping and decimal separators', () => {
    expect(formatNumber(12345.6, 'en-US')).toBe('12,345.6');
    expect(normalizeSpaces(formatNumber(12345.6, 'fr-FR'))).toBe('12 345,6');
    expect(formatNumber(12345.6, 'sw-KE')).toBe('12,345.6');
  });

  it('formatPercent shows a ratio as a percentage in the culture', () => {
    expect(formatPercent(0.256, 'en-US')).toBe('26%');
    expect(normalizeSpaces(formatPercent(0.256, 'fr-FR'))).toBe('26 %');
    expect(formatPercent(0.2567, 'en-US', 1)).toBe('25.7%');
  });

  it('formatDate writes the date in the culture', () => {
    const date = '2024-01-15T12:00:00Z';
    expect(formatDate(date, 'en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe('January 15, 2024');
    expect(formatDate(date, 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 janvier 2024');
    expect(formatDate(date, 'sw-KE', { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 Januari 2024');
  });
});
