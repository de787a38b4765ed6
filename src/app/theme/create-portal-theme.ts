import {
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  Menu,
  Popover,
} from '@mantine/core';
import { MAIN_CONTENT_ID } from '../a11y/page-focus';
import { ensureContrastWithWhite, mixColor } from './color-contrast';

/** Brand dark colour (spec sections 1 and 9). */
export const BRAND_DARK = '#002C4A';

/** The spec's breakpoints 600/1024/1440/1920 px as Mantine's xs..lg (in em); xl (2560 px) is only for very wide screens. */
export const BREAKPOINTS = { xs: '37.5em', sm: '64em', md: '90em', lg: '120em', xl: '160em' } as const;

/** Notifications: bottom position, 5000 ms (spec section 9). */
export const NOTIFICATION_DEFAULTS = { position: 'bottom-center', autoClose: 5000 } as const;

/**
 * Ten Mantine shades around the environment's primary colour. Shade 6 (Mantine's default
 * filled shade) is the primary colour darkened just enough for white text to pass WCAG AA;
 * shade 5 is the spec's light variant.
 */
export function primaryShades(primaryColor: string, lightVariant: string): MantineColorsTuple {
  const filled = ensureContrastWithWhite(primaryColor);
  return [
    mixColor(filled, 0.9),
    mixColor(filled, 0.78),
    mixColor(filled, 0.62),
    mixColor(filled, 0.46),
    mixColor(filled, 0.3),
    lightVariant,
    filled,
    mixColor(filled, -0.15),
    mixColor(filled, -0.3),
    mixColor(filled, -0.45),
  ];
}

export function createPortalTheme(primaryColor: string, lightVariant: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'environment',
    primaryShade: 6,
    colors: {
      environment: primaryShades(primaryColor, lightVariant),
      brand: primaryShades(BRAND_DARK, mixColor(BRAND_DARK, 0.15)),
    },
    breakpoints: BREAKPOINTS,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    defaultRadius: 'sm',
    // Open lists and menus sit inside the main landmark rather than loose in <body>
    // (axe "region"), and a closed menu gives focus back to the control that opened it. Menus
    // hold only menu items: no focusable "presentation" placeholder (axe aria-required-children).
    // A select's chevron is decoration: its field has the name (no unnamed image, WCAG 1.1.1).
    components: {
      // a plain entry: importing the component would rename the chunk it shares with the fields
      ComboboxChevron: { defaultProps: { 'aria-hidden': true } },
      Popover: Popover.extend({
        defaultProps: { portalProps: { target: `#${MAIN_CONTENT_ID}` }, returnFocus: true },
      }),
      Menu: Menu.extend({ defaultProps: { returnFocus: true, withInitialFocusPlaceholder: false } }),
    },
  });
}
