import { AppShell, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../a11y/a11y.module.css';
import { RouteAnnouncer } from '../a11y/RouteAnnouncer';
import { SkipLink } from '../a11y/SkipLink';
import { BRAND_DARK } from '../theme/create-portal-theme';
import { HeaderLogo } from './HeaderLogo';

/**
 * The brand-dark header of every layout, underlined in the environment's primary colour:
 * `start` sits before the logo (the drawer's burger), `end` holds the controls. The skip link
 * comes first and the route announcer is here because every layout has this header.
 */
export function HeaderBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <AppShell.Header className={classes.darkBand} bg={BRAND_DARK} c="white">
      <SkipLink />
      <RouteAnnouncer />
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" miw={0}>
          {start}
          <HeaderLogo />
        </Group>
        {end && (
          <Group wrap="nowrap" gap="sm">
            {end}
          </Group>
        )}
      </Group>
    </AppShell.Header>
  );
}
