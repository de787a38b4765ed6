import { AppShell, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND_DARK } from '../theme/create-portal-theme';
import { HeaderLogo } from './HeaderLogo';

/**
 * The brand-dark header of every layout, underlined in the environment's primary colour:
 * `start` sits before the logo (the drawer's burger), `end` holds the controls.
 */
export function HeaderBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <AppShell.Header
      bg={BRAND_DARK}
      c="white"
      style={{ borderBottom: '4px solid var(--mantine-primary-color-filled)' }}
    >
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" miw={0}>
          {start}
          <HeaderLogo />
        </Group>
        <Group wrap="nowrap" gap="sm">
          {end}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
