import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The small "try again" button of a failed section: asks for its data again. */
export function RetryButton({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
      {children}
    </Button>
  );
}
