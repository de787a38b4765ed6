import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledPaper } from './TitledPaper';

/** The text alternative of the highlight: the machine's active states, announced as they change. */
export function ActiveStates({ states }: { states: string[] }) {
  const { t } = useTranslation('statecharts');
  return (
    <TitledPaper title={t('current.title')}>
      {(titleId) => (
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
      )}
    </TitledPaper>
  );
}
