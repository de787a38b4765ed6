import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodHeading } from './PeriodHeading';
import type { usePeriodChoice } from './period-choice.hooks';

/**
 * The period block of a page whose default is every year (Yearly Performance, a facility's
 * history) while no period is chosen: the picker on "All years" and the line saying so, which is
 * what print shows (the picker is hidden there). It stands where the period line will stand.
 */
export function AllYearsPicker({
  choice,
  years,
}: {
  choice: ReturnType<typeof usePeriodChoice>;
  years: readonly number[];
}) {
  const { t } = useTranslation('periods');
  return (
    <Stack gap="sm">
      <PeriodHeading choice={choice} years={years} allYears={{ selected: true, onSelect: choice.clear }}>
        <Text size="sm" c="gray.7">
          {t('label.allYears')}
        </Text>
      </PeriodHeading>
    </Stack>
  );
}
