import { Code, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format/intl-format';
import { type LoggedEvent, MAX_EVENTS } from './activity-log';
import classes from './statecharts.module.css';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

/** The last events the machine received, newest first, with the time they arrived. */
export function RecentEvents({ events, machineName }: { events: LoggedEvent[]; machineName: string }) {
  const { t, i18n } = useTranslation('statecharts');
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {t('events.title')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm">{t('events.none')}</Text>
      ) : (
        <Table striped withTableBorder={false} fz="sm">
          <Table.Caption>{t('events.caption', { max: MAX_EVENTS, machine: machineName })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('events.time')}</Table.Th>
              <Table.Th scope="col">{t('events.event')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td className={classes.time}>
                  {formatDate(event.at, i18n.language, TIME_FORMAT)}
                </Table.Td>
                <Table.Td>
                  <Code className={classes.eventType}>{event.type}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
