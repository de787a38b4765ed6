import { describe, expect, it } from 'vitest';
import { lighten } from '../../../machines/environment';

describe('theme light variant (15 percent lighter)', () => {
  it('each channel moves 15 percent of the way to white: round(c + (255 - c) * 0.15)', () => {
    expect(lighten('#000000')).toBe('#262626');
    expect(lighten('#002C4A')).toBe('#264c65');
    expect(lighten('#336699')).toBe('#527da8');
  });
  it('white stays white', () => {
    expect(lighten('#ffffff')).toBe('#ffffff');
  });
  it('short #rgb colours are expanded first', () => {
    expect(lighten('#036')).toBe(lighten('#003366'));
  });
  it('a value that is not a hex colour is returned unchanged', () => {
    expect(lighten('teal')).toBe('teal');
  });
});
