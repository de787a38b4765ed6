import { Card, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card that is a landmark section named by its heading. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
