import { NativeSelect, Stack, Switch, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { useAppActor } from '../../app/app-actor.context';
import type { InspectHost } from '../../app/inspector/extra-inspection';
import { exposeInspectHook } from '../../app/inspector/inspect-hook';
import { useInspectionRecorder } from '../../app/inspector/inspector.context';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { LOCAL_SOURCE_ID } from './inspection-log';
import { ActorOverview } from './ActorOverview';
import { LIVE_MACHINE_IDS, type LiveMachineId, machineOfActor } from './live-machines';
import { MachinePanel } from './MachinePanel';
import { SequenceView } from './SequenceView';
import { TraceStepper } from './TraceStepper';
import { actorsInOrder, entriesUpTo, machinesNow, machinesUpTo } from './trace-steps';
import { actorMessages, visibleEntries } from './trace-view';
import { useInspection } from './use-inspection';

/**
 * /statecharts (QAP.DemoMode): an inspector of the portal's machines, in this tab or any other
 * tab of the portal (also tabs opened later): each diagram with its current state highlighted,
 * the recorded events (from the app's start) with payloads and context, tokens redacted, the
 * messages between actors, sending an accepted event, and the trace exported as a test path;
 * every actor's state at once, and a step back and forward through the recorded trace.
 */
export default function StatechartsPage() {
  const { t } = useTranslation(['statecharts', 'frame', 'inspector']);
  const root = useAppActor() as AnyActorRef;
  const log = useInspection(root, useInspectionRecorder());
  // While the inspector is open, a developer's tool may attach to the same actors (window.qapInspect).
  useEffect(() => exposeInspectHook(root, window as InspectHost), [root]);
  const [machine, setMachine] = useState<LiveMachineId>(SYSTEM_IDS.app);
  const [sourceId, setSourceId] = useState(LOCAL_SOURCE_ID);
  const [hideTimers, setHideTimers] = useState(true);
  // The sequence number of the recorded entry shown while stepping; null: the machines now.
  const [step, setStep] = useState<number | null>(null);
  const [pickedPageData, setPickedPageData] = useState<string | null>(null);
  const source = log.sources.find((candidate) => candidate.id === sourceId);
  const entries = source?.entries ?? [];
  const steps = visibleEntries(entries, hideTimers);
  // A step no longer in the trace (left out with the timer events, or past the last 500): now.
  const shownSeq = steps.some((entry) => entry.seq === step) ? step : null;
  const machines =
    shownSeq === null ? machinesNow(entries, source?.machines ?? {}) : machinesUpTo(entries, shownSeq);
  const shownEntries = entriesUpTo(entries, shownSeq);
  const stepNumber = shownSeq === null ? null : steps.findIndex((entry) => entry.seq === shownSeq) + 1;
  const pageDataActors = actorsInOrder(machines).filter(
    (actor) => !machines[actor].effect && machineOfActor(actor) === 'pageData',
  );
  const pageData =
    pickedPageData && pageDataActors.includes(pickedPageData) ? pickedPageData : pageDataActors[0];
  const actorNameOf = (id: LiveMachineId) => (id === 'pageData' ? (pageData ?? '') : id);
  const sourceOptions = log.sources.map((candidate) => ({
    value: candidate.id,
    label:
      candidate.id === LOCAL_SOURCE_ID
        ? t('source.thisTab')
        : t('source.otherTab', { title: candidate.title, id: candidate.id.slice(0, 4) }),
  }));
  // Events go to this tab's machines as they are now, not to a step of the past.
  const localActor = (id: LiveMachineId): AnyActorRef | undefined =>
    sourceId !== LOCAL_SOURCE_ID || shownSeq !== null
      ? undefined
      : id === SYSTEM_IDS.app
        ? root
        : root.system.get(actorNameOf(id));
  const pageDataPicker = (
    <NativeSelect
      label={t('pageDataActor')}
      data={pageDataActors}
      value={pageData ?? ''}
      onChange={(event) => setPickedPageData(event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={t('frame:routes.Statecharts')}
        printable={false}
        subtitle={t('intro')}
        actions={
          <Stack gap="xs">
            <NativeSelect
              label={t('source.label')}
              data={sourceOptions}
              value={sourceId}
              onChange={(event) => setSourceId(event.currentTarget.value)}
            />
            <Switch
              label={t('inspector:timers.hide')}
              checked={hideTimers}
              onChange={(event) => setHideTimers(event.currentTarget.checked)}
            />
          </Stack>
        }
      />
      <TraceStepper entries={steps} seq={shownSeq} onStep={setStep} />
      <ActorOverview machines={machines} step={stepNumber} />
      <Tabs
        value={machine}
        onChange={(value) => value && setMachine(value as LiveMachineId)}
        keepMounted={false}
        activateTabWithKeyboard
      >
        <Tabs.List aria-label={t('machinePicker')}>
          {LIVE_MACHINE_IDS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`machines.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LIVE_MACHINE_IDS.map((id) => (
          <Tabs.Panel key={id} value={id}>
            <MachinePanel
              id={id}
              actorName={actorNameOf(id)}
              machine={machines[actorNameOf(id)]}
              entries={shownEntries}
              hideTimers={hideTimers}
              actorPicker={id === 'pageData' ? pageDataPicker : undefined}
              actor={localActor(id)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <SequenceView messages={actorMessages(visibleEntries(shownEntries, hideTimers))} />
    </Stack>
  );
}
