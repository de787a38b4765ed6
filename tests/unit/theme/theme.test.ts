import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrastWithWhite, mixColor } from '../../../src/app/theme/color-contrast';
import {
  BRAND_DARK,
  BREAKPOINTS,
  createPortalTheme,
  NOTIFICATION_DEFAULTS,
  primaryShades,
} from '../../../src/app/theme/create-portal-theme';

describe('theme', () => {
  it('white text on the filled primary shade passes WCAG AA even for a light environment colour', () => {
    for (const color of ['#228be6', '#40c057', '#ffd43b', '#1d5c96']) {
      const shades = primaryShades(color, mixColor(color, 0.15));
      expect(contrastRatio(shades[6], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a primary colour that already passes is used as it is', () => {
    expect(ensureContrastWithWhite('#002c4a')).toBe('#002c4a');
  });

  it('the light variant is shade 5 of the environment palette', () => {
    const theme = createPortalTheme('#1d5c96', '#3f74a6');
    expect(theme.colors?.environment?.[5]).toBe('#3f74a6');
    expect(theme.primaryColor).toBe('environment');
  });

  it('UI breakpoints are 600/1024/1440/1920 px', () => {
    const px = Object.values(BREAKPOINTS).map((em) => Number.parseFloat(em) * 16);
    expect(px.slice(0, 4)).toEqual([600, 1024, 1440, 1920]);
  });

  it('notifications close after 5000 ms and sit at the bottom', () => {
    expect(NOTIFICATION_DEFAULTS.autoClose).toBe(5000);
    expect(NOTIFICATION_DEFAULTS.position).toMatch(/^bottom/);
  });

  it('the brand dark colour is #002C4A and is the filled shade of the brand palette', () => {
    expect(BRAND_DARK).toBe('#002C4A');
    expect(createPortalTheme('#1d5c96', '#3f74a6').colors?.brand?.[6]).toBe('#002c4a');
  });
});
