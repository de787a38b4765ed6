import { Button, Group, Text } from '@mantine/core';
import { IconPlayerSkipBack, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import { TitledPaper } from './TitledPaper';

interface Props {
  /** The entries one can step through (timer events left out when they are hidden). */
  entries: readonly WireEntry[];
  /** The index of the entry shown, or null: the machines as they are now. */
  step: number | null;
  onStep: (step: number | null) => void;
}

/**
 * Back and forward through the recorded trace: the diagrams, states and overview then show the
 * machines as they were after that entry. Forward from the last entry, or Live, follows them again.
 */
export function TraceStepper({ entries, step, onStep }: Props) {
  const { t } = useTranslation('statecharts');
  const last = entries.length - 1;
  const entry = step === null ? undefined : entries[step];
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
              onClick={() => onStep(step === null ? last : step - 1)}
            >
              {t('steps.back')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconPlayerSkipForward size={16} aria-hidden />}
              disabled={step === null}
              onClick={() => onStep(step === null || step >= last ? null : step + 1)}
            >
              {t('steps.forward')}
            </Button>
            <Button variant="subtle" disabled={step === null} onClick={() => onStep(null)}>
              {t('steps.toLive')}
            </Button>
          </Group>
        </>
      )}
    </TitledPaper>
  );
}
