import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useThemeSource } from './hooks/environment.hooks';
import { mixColor } from './theme/color-contrast';
import { BRAND_DARK, createPortalTheme } from './theme/create-portal-theme';
import './theme/accessible-colours.css';
import './theme/touch-targets.css';
import './theme/print.css';
import './theme/forced-colours.css';

/** Until an environment (or the tenant environment) is known, the brand colours theme the portal. */
const FALLBACK_LIGHT = mixColor(BRAND_DARK, 0.15);

/** Mantine theme from the theming environment's primary colour and its 15 percent lighter variant; its favicon too. */
export function PortalThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const { primaryColor, primaryLightColor, favicon } = useThemeSource();
  const theme = useMemo(
    () => createPortalTheme(primaryColor ?? BRAND_DARK, primaryLightColor ?? FALLBACK_LIGHT),
    [primaryColor, primaryLightColor],
  );
  useFavicon(favicon);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

function useFavicon(href: string | null) {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [href]);
}
