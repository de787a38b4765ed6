import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A bordered box of the view with its heading; `children` get the heading's id to name what
 * they hold (a list, a table). `group` makes the box itself a group named by its heading.
 */
export function TitledPaper({
  title,
  group = false,
  children,
}: {
  title: string;
  group?: boolean;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="sm" {...(group ? { role: 'group', 'aria-labelledby': titleId } : {})}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children(titleId)}
    </Paper>
  );
}
