import { Code, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format/intl-format';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import { stateLabel } from './model/test-paths';
import { ScrollRegion } from './ScrollRegion';
import classes from './statecharts.module.css';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

const payloadText = (payload: WireEntry['payload']) =>
  payload && typeof payload === 'object' && Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';

/** The events the machine processed (from the recorded trace), newest first, with sender, payload and new state. */
export function RecentEvents({ events, machineName }: { events: WireEntry[]; machineName: string }) {
  const { t, i18n } = useTranslation(['statecharts', 'inspector']);
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {t('events.title')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm">{t('events.none')}</Text>
      ) : (
        <ScrollRegion label={t('events.caption', { machine: machineName })} maxHeight="30rem">
          <Table striped withTableBorder={false} fz="sm">
            <Table.Caption>{t('events.caption', { machine: machineName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('events.time')}</Table.Th>
                <Table.Th scope="col">{t('events.event')}</Table.Th>
                <Table.Th scope="col">{t('inspector:events.from')}</Table.Th>
                <Table.Th scope="col">{t('inspector:events.payload')}</Table.Th>
                <Table.Th scope="col">{t('inspector:events.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.seq}>
                  <Table.Td className={classes.time}>
                    {formatDate(event.at, i18n.language, TIME_FORMAT)}
                  </Table.Td>
                  <Table.Td>
                    <Code className={classes.eventType}>{event.type}</Code>
                  </Table.Td>
                  <Table.Td>{event.source ?? t('inspector:events.outside')}</Table.Td>
                  <Table.Td>
                    <Code className={classes.json}>{payloadText(event.payload)}</Code>
                  </Table.Td>
                  <Table.Td className={classes.eventType}>
                    {event.value === undefined ? '' : stateLabel(event.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}
