/** Spec section 9: the theme's light variant is 15 percent lighter than the primary colour. */
export const LIGHT_VARIANT_AMOUNT = 0.15;

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether an environment's colour setting is a `#rrggbb` or `#rgb` colour the theme can use. */
export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value.trim());

/**
 * Mixes a `#rrggbb` (or `#rgb`) colour toward white: each channel c becomes
 * round(c + (255 - c) * amount). So 15 percent lighter moves every channel 15 percent of the way
 * to 255 (black #000000 -> #262626, white stays white). Returns the input unchanged when it is
 * not a hex colour, so a bad environment setting never breaks the theme.
 */
export function lighten(hex: string, amount: number = LIGHT_VARIANT_AMOUNT): string {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match) return hex;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channels = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
