import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Period, parsePeriod } from '../../../contract/period';

/**
 * A custom range: two day fields and Apply (the figures are not asked for at every keystroke).
 * A range the period model refuses (end before start, longer than ten years) is said under the
 * field, not sent.
 */
export function RangeFields({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (period: Period) => void;
}) {
  const { t } = useTranslation('periods');
  const [draft, setDraft] = useState({ from, to });
  const [refused, setRefused] = useState(false);
  // Back and Forward change the range in the address: the fields follow
  useEffect(() => setDraft({ from, to }), [from, to]);

  const apply = () => {
    const period = parsePeriod(`${draft.from}..${draft.to}`);
    setRefused(period === null);
    if (period) onApply(period);
  };
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('picker.from')}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t('picker.to')}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        error={refused ? t('picker.invalidRange') : undefined}
        w={160}
      />
      <Button onClick={apply} mt={25} variant="default">
        {t('picker.apply')}
      </Button>
    </Group>
  );
}
