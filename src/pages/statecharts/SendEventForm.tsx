import { Button, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { acceptedEventTypes } from './accepted-events';

function parsePayload(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Demo mode: sends one of the events the machine accepts in its current state, with a JSON
 * payload, to this tab's machine. Only accepted events are offered (acceptedEventTypes).
 */
export function SendEventForm({
  actor,
  machineName,
}: {
  actor: AnyActorRef | undefined;
  machineName: string;
}) {
  const { t } = useTranslation('inspector');
  const accepted = acceptedEventTypes(actor);
  const [chosen, setChosen] = useState('');
  const [payload, setPayload] = useState('{}');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const type = accepted.includes(chosen) ? chosen : (accepted[0] ?? '');

  const send = (event: FormEvent) => {
    event.preventDefault();
    const data = parsePayload(payload);
    if (!actor || !accepted.includes(type)) return;
    if (!data) {
      setOutcome({ ok: false, text: t('send.badPayload') });
      return;
    }
    actor.send({ ...data, type });
    setOutcome({ ok: true, text: t('send.sent', { type, machine: machineName }) });
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={send} aria-label={t('send.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('send.title')}
      </Title>
      {accepted.length === 0 ? (
        <Text size="sm">{t('send.none')}</Text>
      ) : (
        <Stack gap="xs">
          <NativeSelect
            label={t('send.event')}
            data={accepted}
            value={type}
            onChange={(change) => setChosen(change.currentTarget.value)}
          />
          <Textarea
            label={t('send.payload')}
            description={t('send.payloadHint')}
            value={payload}
            onChange={(change) => setPayload(change.currentTarget.value)}
            rows={3}
            ff="monospace"
          />
          <Button type="submit" variant="outline">
            {t('send.submit')}
          </Button>
          <Text size="sm" role="status" c={outcome && !outcome.ok ? 'red.9' : undefined}>
            {outcome?.text ?? ''}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
