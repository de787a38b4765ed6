import { Button, Group, Text } from '@mantine/core';
import { IconPlayerSkipBack, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import { TitledPaper } from './TitledPaper';

interface Props {
  /** The entries one can step through (timer events left out when they are hidden). */
  entries: readonly WireEntry[];
  /** The sequence number of the entry shown (it stays put while new entries arrive), or null: now. */
  seq: number | null;
  onStep: (seq: number | null) => void;
}

/**
 * Back and forward through the recorded trace: the diagrams, states and overview then show the
 * machines as they were after that entry. Forward from the last entry, or Live, follows them again.
 */
export function TraceStepper({ entries, seq, onStep }: Props) {
  const { t } = useTranslation('statecharts');
  const last = entries.length - 1;
  const index = entries.findIndex((candidate) => candidate.seq === seq);
  const step = index === -1 ? null : index;
  const entry = step === null ? undefined : entries[step];
  const go = (to: number | null) => onStep(to === null ? null : entries[to].seq);
  return (
    <TitledPaper title={t('steps.title')} group>
      {() => (
        <>
          <Text size="sm" aria-live="polite" mb="xs">
            {entry && step !== null
              ? t(entry.kind === 'emit' ? 'steps.emitted' : 'steps.received', {
                  step: step + 1,
                  total: entries.length,
                  actor: entry.actor,
                  event: entry.type,
                })
              : t('steps.live', { total: entries.length })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlayerSkipBack size={16} aria-hidden />}
              disabled={last < 0 || step === 0}
              onClick={() => go(step === null ? last : step - 1)}
            >
              {t('steps.back')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconPlayerSkipForward size={16} aria-hidden />}
              disabled={step === null}
              onClick={() => go(step === null || step >= last ? null : step + 1)}
            >
              {t('steps.forward')}
            </Button>
            <Button variant="subtle" disabled={step === null} onClick={() => go(null)}>
              {t('steps.toLive')}
            </Button>
          </Group>
        </>
      )}
    </TitledPaper>
  );
}
