// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/services/i18n/i18n';
import { ALL_LOCALE_RESOURCES } from '../../../support/all-locale-resources';

const textsIn = (culture: string) => createI18n(culture, { resources: ALL_LOCALE_RESOURCES }).i18n;
const ungrouped = (value: number, culture: string) =>
  new Intl.NumberFormat(culture, { useGrouping: false }).format(value);

describe('a number put into a text is written by the culture’s number formatter', () => {
  it('ar-SA: levels and years in the digits Intl writes for ar-SA, never Western ones', () => {
    const { t } = textsIn('ar-SA');
    const level = t('pages-common:level.named', { level: 3 });
    const year = t('home:figures.yearAverage', { year: 2025 });
    expect(level).toBe(`المستوى ${ungrouped(3, 'ar-SA')}`);
    expect(year).toBe(`متوسط الدرجة ${ungrouped(2025, 'ar-SA')}`);
    expect(`${level} ${year}`).not.toMatch(/[0-9]/);
  });

  it('years are not grouped: "Average score 2025", not "2,025"', () => {
    expect(textsIn('en-US').t('home:figures.yearAverage', { year: 2025 })).toBe('Average score 2025');
  });

  it('fr-FR: a decimal number has the decimal comma', () => {
    expect(textsIn('fr-FR').t('pages-common:chart.axisNotFromZero', { value: 62.5 })).toContain(
      ungrouped(62.5, 'fr-FR'),
    );
    expect(ungrouped(62.5, 'fr-FR')).toBe('62,5');
  });
});
