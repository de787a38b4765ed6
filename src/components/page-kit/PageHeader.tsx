import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1, an optional line under it and actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
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
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
