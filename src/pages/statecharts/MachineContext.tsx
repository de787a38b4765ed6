import { Code, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Inspectable } from '../../app/inspector/redact';
import { ScrollRegion } from './ScrollRegion';
import classes from './statecharts.module.css';

/** The machine's context as it is now, tokens redacted. */
export function MachineContext({ context }: { context: Inspectable | undefined }) {
  const { t } = useTranslation('inspector');
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {t('context.title')}
      </Title>
      {context === undefined ? (
        <Text size="sm">{t('context.none')}</Text>
      ) : (
        <ScrollRegion label={t('context.title')} maxHeight="20rem">
          <Code block className={classes.json}>
            {JSON.stringify(context, null, 2)}
          </Code>
        </ScrollRegion>
      )}
    </Paper>
  );
}
