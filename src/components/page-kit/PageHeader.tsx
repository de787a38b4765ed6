import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PrintButton } from '../print/PrintButton';

/**
 * The page's one h1, an optional line under it and actions on the right. Pages of data get a
 * Print button there; a page that is a tool rather than a report turns it off.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  printable = true,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  printable?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <Stack gap={2}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text size="sm" c="gray.7">
            {subtitle}
          </Text>
        )}
      </Stack>
      {(actions || printable) && (
        <Group gap="xs" align="flex-end">
          {actions}
          {printable && <PrintButton />}
        </Group>
      )}
    </Group>
  );
}
