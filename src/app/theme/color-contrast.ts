/** WCAG 2.x colour arithmetic for hex colours (#rgb or #rrggbb). */

export type Rgb = [number, number, number];

export function parseHexColor(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map(channelLuminance);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function mixColor(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return toHexColor(parseHexColor(hex).map((c) => c + (target - c) * weight) as Rgb);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** Darkens a colour in small steps until white text on it passes WCAG AA. */
export function ensureContrastWithWhite(hex: string): string {
  let color = toHexColor(parseHexColor(hex));
  for (let step = 0; step < 40 && contrastRatio(color, '#ffffff') < AA_CONTRAST; step++) {
    color = mixColor(color, -0.05);
  }
  return color;
}
