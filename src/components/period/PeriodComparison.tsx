import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Period, type PeriodRowBase, parsePeriod } from '../../../contract/period';
import type { PageDataResult } from '../../../machines/page-data';
import { PageState, rowsOf, type SectionData } from '../page-kit';
import { PeriodPicker } from './PeriodPicker';
import type { usePeriodChoice } from './period-choice.hooks';
import { usePeriodLabel } from './period-label.hooks';

export interface PeriodComparisonProps {
  choice: ReturnType<typeof usePeriodChoice>;
  /** The years offered in the picker. */
  years: readonly number[];
  /** The period query's answer: a `current` and a `comparison` row. */
  data: SectionData & { result: PageDataResult | null };
  loadingLabel: string;
  /** Said after "Q3 2025 compared with Q2 2025" (how many months were reported). */
  aside?: ReactNode;
  /** The figure cards. */
  children: () => ReactNode;
}

/**
 * A page's period block: the picker, then the line naming the two periods the server compared and
 * the figures, with the loading, empty and error states of any section.
 */
export function PeriodComparison({
  choice,
  years,
  data,
  loadingLabel,
  aside,
  children,
}: PeriodComparisonProps) {
  const { t } = useTranslation('periods');
  const label = usePeriodLabel();
  const rows = rowsOf<PeriodRowBase>(data.result);
  const periodOf = (role: PeriodRowBase['role']) => {
    const row = rows.find((candidate) => candidate.role === role);
    return row ? (parsePeriod(row.period) as Period) : null;
  };
  return (
    <Stack gap="sm">
      <PeriodPicker
        period={choice.period}
        compareTo={choice.compareTo}
        years={years}
        onChange={choice.choose}
      />
      <PageState data={data} skeleton="stats" label={loadingLabel}>
        {() => {
          const [current, comparison] = [periodOf('current'), periodOf('comparison')];
          if (!current || !comparison) return null;
          return (
            <Stack gap="xs">
              <Group gap="md">
                <Text size="sm" c="gray.7">
                  {t('label.comparedWith', { period: label(current), comparison: label(comparison) })}
                </Text>
                {aside}
              </Group>
              {children()}
            </Stack>
          );
        }}
      </PageState>
    </Stack>
  );
}
