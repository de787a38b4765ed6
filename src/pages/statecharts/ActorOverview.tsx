import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MachineView, MachineViews } from '../../app/inspector/inspector-channel';
import { dottedStatePaths } from './active-states';
import { machineOfActor } from './live-machines';
import { ScrollRegion } from './ScrollRegion';
import { TitledPaper } from './TitledPaper';
import { actorsInOrder } from './trace-steps';

/**
 * Every actor of the followed tab at once, spawned page-data children and effects included, with
 * its state: now, or after step `step` (counted from 1) of the trace. One that no longer runs
 * says so (stopped, done, failed).
 */
export function ActorOverview({ machines, step }: { machines: MachineViews; step: number | null }) {
  const { t } = useTranslation('statecharts');
  const stateOf = ({ effect, value, status }: MachineView) => {
    const word = t(`overview.status.${status ?? 'active'}`);
    if (effect) return word;
    const state = dottedStatePaths(value).join(', ');
    return status && status !== 'active' ? t('overview.ended', { state, status: word }) : state;
  };
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
                  <Table.Td>
                    {machines[actor].effect ? t('overview.effect') : t(`machines.${machineOfActor(actor)}`)}
                  </Table.Td>
                  <Table.Td>{stateOf(machines[actor])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </TitledPaper>
  );
}
