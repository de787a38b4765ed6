import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessageScreenProps {
  icon: ReactNode;
  title: string;
  /** A short explanation under the title. */
  message?: ReactNode;
  /** Buttons or links that get the user moving again. */
  actions?: ReactNode;
  /** Fill the viewport (start gate, sign-in callback) instead of the content area, as a `main` landmark. */
  fullScreen?: boolean;
  /** `alert` for failures a screen reader should announce at once. */
  role?: 'alert' | 'status';
}

/** A centred icon, title, explanation and actions: every "nothing to show here" screen of the frame. */
export function MessageScreen({ icon, title, message, actions, fullScreen, role }: MessageScreenProps) {
  return (
    // Full screen means no layout around it: the screen is then the page's main landmark itself.
    <Center component={fullScreen ? 'main' : 'div'} mih={fullScreen ? '100vh' : '60vh'} p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role={role}>
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {message && <Text c="gray.7">{message}</Text>}
        {actions}
      </Stack>
    </Center>
  );
}
