import { Code, List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The text alternative of the highlight: the machine's active states, announced as they change. */
export function ActiveStates({ states }: { states: string[] }) {
  const { t } = useTranslation('statecharts');
  const titleId = useId();
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('current.title')}
      </Title>
      <div aria-live="polite">
        {states.length === 0 ? (
          <Text size="sm">{t('current.notStarted')}</Text>
        ) : (
          <List aria-labelledby={titleId} listStyleType="none">
            {states.map((state) => (
              <List.Item key={state}>
                <Code>{state}</Code>
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </Paper>
  );
}
