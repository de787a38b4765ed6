import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemId } from '../../../machines/shared/system-ids';
import { toMermaid } from '../../../scripts/statecharts/mermaid';
import { ActiveStates } from './ActiveStates';
import { activeStatePaths, dottedStatePaths } from './active-states';
import type { SourceLog } from './activity-log';
import { liveMachineModel } from './live-machines';
import { RecentEvents } from './RecentEvents';
import { StatechartDiagram } from './StatechartDiagram';
import classes from './statecharts.module.css';

/** One machine: its diagram with the current state highlighted, the states in words, its last events. */
export function MachinePanel({ id, source }: { id: SystemId; source: SourceLog | undefined }) {
  const { t } = useTranslation('statecharts');
  const model = liveMachineModel(id);
  const value = source?.states[id];
  const states = dottedStatePaths(value);
  const statesKey = states.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: statesKey stands for value, whose identity changes on every event
  const text = useMemo(() => toMermaid(model, { highlight: activeStatePaths(value) }), [model, statesKey]);
  const machineName = t(`machines.${id}`);
  return (
    <div className={classes.layout}>
      <Stack gap="xs">
        {model.description && (
          <Text size="sm" lang="en">
            {model.description}
          </Text>
        )}
        <StatechartDiagram
          text={text}
          label={t('diagram.label', {
            machine: machineName,
            states: states.length > 0 ? states.join(', ') : t('current.notStarted'),
          })}
        />
      </Stack>
      <Stack gap="md">
        <ActiveStates states={states} />
        <RecentEvents events={source?.events[id] ?? []} machineName={machineName} />
      </Stack>
    </div>
  );
}
