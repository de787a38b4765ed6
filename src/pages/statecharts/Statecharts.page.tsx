import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import { useAppActor } from '../../app/app-actor.context';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { LOCAL_SOURCE_ID } from './activity-log';
import { LIVE_MACHINE_IDS } from './live-machines';
import { MachinePanel } from './MachinePanel';
import { useLiveActivity } from './use-live-activity';

/**
 * /statecharts (QAP.DemoMode): each running machine's diagram with its current state
 * highlighted live, for this tab or another tab of the portal, and its last events.
 */
export default function StatechartsPage() {
  const { t } = useTranslation(['statecharts', 'frame']);
  const log = useLiveActivity(useAppActor());
  const [machine, setMachine] = useState<SystemId>(SYSTEM_IDS.app);
  const [sourceId, setSourceId] = useState(LOCAL_SOURCE_ID);
  const source = log.sources.find((candidate) => candidate.id === sourceId);
  const sourceOptions = log.sources.map((candidate) => ({
    value: candidate.id,
    label:
      candidate.id === LOCAL_SOURCE_ID
        ? t('source.thisTab')
        : t('source.otherTab', { title: candidate.title, id: candidate.id.slice(0, 4) }),
  }));
  return (
    <Stack gap="md">
      <PageHeader
        title={t('frame:routes.Statecharts')}
        subtitle={t('intro')}
        actions={
          <NativeSelect
            label={t('source.label')}
            data={sourceOptions}
            value={sourceId}
            onChange={(event) => setSourceId(event.currentTarget.value)}
          />
        }
      />
      <Tabs
        value={machine}
        onChange={(value) => value && setMachine(value as SystemId)}
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
            <MachinePanel id={id} source={source} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
