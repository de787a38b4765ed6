import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MachineViews } from '../../app/inspector/inspector-channel';
import { dottedStatePaths } from './active-states';
import { machineOfActor } from './live-machines';
import { ScrollRegion } from './ScrollRegion';
import { TitledPaper } from './TitledPaper';
import { actorsInOrder } from './trace-steps';

/**
 * Every actor of the followed tab at once, spawned page-data children included, with its state:
 * now, or after step `step` (counted from 1) of the trace.
 */
export function ActorOverview({ machines, step }: { machines: MachineViews; step: number | null }) {
  const { t } = useTranslation('statecharts');
  const title = step === null ? t('overview.title') : t('overview.atStep', { step });
  return (
    <TitledPaper title={title}>
      {(titleId) => (
        <ScrollRegion label={title} maxHeight="16rem">
          <Table aria-labelledby={titleId} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overview.actor')}</Table.Th>
                <Table.Th>{t('overview.machine')}</Table.Th>
                <Table.Th>{t('overview.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actorsInOrder(machines).map((actor) => (
                <Table.Tr key={actor}>
                  <Table.Td>
                    <Code>{actor}</Code>
                  </Table.Td>
                  <Table.Td>{t(`machines.${machineOfActor(actor)}`)}</Table.Td>
                  <Table.Td>{dottedStatePaths(machines[actor].value).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </TitledPaper>
  );
}
