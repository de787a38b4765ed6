import { Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { toMermaid } from './model/mermaid';
import { ActiveStates } from './ActiveStates';
import { activeStatePaths, dottedStatePaths } from './active-states';
import { ExportPathButton } from './ExportPathButton';
import type { MachineView, WireEntry } from '../../app/inspector/inspector-channel';
import { type LiveMachineId, liveMachineModel } from './live-machines';
import { MachineContext } from './MachineContext';
import { RecentEvents } from './RecentEvents';
import { SendEventForm } from './SendEventForm';
import { StatechartDiagram } from './StatechartDiagram';
import classes from './statecharts.module.css';
import { machineEvents, visibleEntries } from './trace-view';

interface Props {
  id: LiveMachineId;
  /** The actor shown, as the trace names it (a page-data child goes by its component's id). */
  actorName: string;
  /** Its state and context now, or at the step shown. */
  machine: MachineView | undefined;
  /** The trace up to the step shown. */
  entries: readonly WireEntry[];
  hideTimers: boolean;
  /** Which of the machine's actors to show, when several run it. */
  actorPicker?: ReactNode;
  /** This tab's running machine, to send events to; undefined when following another tab. */
  actor: AnyActorRef | undefined;
}

/** One machine: its diagram with the current state highlighted, its state, context and events; send and export. */
export function MachinePanel({ id, actorName, machine, entries, hideTimers, actorPicker, actor }: Props) {
  const { t } = useTranslation('statecharts');
  const model = liveMachineModel(id);
  const value = machine?.value;
  const states = dottedStatePaths(value);
  const statesKey = states.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: statesKey stands for value, whose identity changes on every event
  const text = useMemo(() => toMermaid(model, { highlight: activeStatePaths(value) }), [model, statesKey]);
  const machineName = t(`machines.${id}`);
  return (
    <div className={classes.layout}>
      <Stack gap="xs">
        {actorPicker}
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
        <RecentEvents
          events={machineEvents(visibleEntries(entries, hideTimers), actorName)}
          machineName={machineName}
        />
      </Stack>
      <Stack gap="md">
        <ActiveStates states={states} />
        <ExportPathButton
          machine={actorName}
          machineName={machineName}
          entries={entries}
          hideTimers={hideTimers}
        />
        {actor && <SendEventForm actor={actor} machineName={machineName} />}
        <MachineContext context={machine?.context} />
      </Stack>
    </div>
  );
}
