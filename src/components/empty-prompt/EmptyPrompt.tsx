import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';

/** What to do first, where results will appear (nothing chosen yet). */
export function EmptyPrompt({ title, message }: { title: string; message: string }) {
  return (
    <Card withBorder padding="lg" role="status">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconHandClick size={20} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="gray.7">
            {message}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
