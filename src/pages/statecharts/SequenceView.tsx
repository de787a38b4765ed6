import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format/intl-format';
import { StatechartDiagram } from './StatechartDiagram';
import { ScrollRegion } from './ScrollRegion';
import classes from './statecharts.module.css';
import { type ActorMessage, sequenceDiagramText } from './trace-view';

/** The diagram draws the latest messages only: a longer one is unreadable. */
export const SEQUENCE_DIAGRAM_MESSAGES = 30;
const TIME_FORMAT: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

/** Messages between actors (sendTo, done events, emit) as a sequence diagram and, in words, a table. */
export function SequenceView({ messages }: { messages: ActorMessage[] }) {
  const { t, i18n } = useTranslation('inspector');
  const latest = messages.slice(-SEQUENCE_DIAGRAM_MESSAGES);
  const listeners = t('sequence.listeners');
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {t('sequence.title')}
      </Title>
      {messages.length === 0 ? (
        <Text size="sm">{t('sequence.none')}</Text>
      ) : (
        <Stack gap="sm">
          <StatechartDiagram
            text={sequenceDiagramText(latest, listeners)}
            label={t('sequence.diagram', { count: latest.length })}
          />
          <ScrollRegion label={t('sequence.caption')} maxHeight="25rem">
            <Table striped fz="sm">
              <Table.Caption>{t('sequence.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('sequence.time')}</Table.Th>
                  <Table.Th scope="col">{t('sequence.from')}</Table.Th>
                  <Table.Th scope="col">{t('sequence.to')}</Table.Th>
                  <Table.Th scope="col">{t('sequence.event')}</Table.Th>
                  <Table.Th scope="col">{t('sequence.via')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...messages].reverse().map((message) => (
                  <Table.Tr key={message.seq}>
                    <Table.Td className={classes.time}>
                      {formatDate(message.at, i18n.language, TIME_FORMAT)}
                    </Table.Td>
                    <Table.Td>{message.from}</Table.Td>
                    <Table.Td>{message.to ?? listeners}</Table.Td>
                    <Table.Td>
                      <Code className={classes.eventType}>{message.type}</Code>
                    </Table.Td>
                    <Table.Td>{message.via}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Stack>
      )}
    </Paper>
  );
}
