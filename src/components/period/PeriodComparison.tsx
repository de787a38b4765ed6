import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonPeriod } from '../../../contract/period';
import { PageState, type SectionData } from '../page-kit';
import { PeriodHeading } from './PeriodHeading';
import type { usePeriodChoice } from './period-choice.hooks';
import { usePeriodLabel } from './period-label.hooks';

export interface PeriodComparisonProps {
  choice: ReturnType<typeof usePeriodChoice>;
  /** The years offered in the picker. */
  years: readonly number[];
  /** The period query's state. */
  data: SectionData;
  loadingLabel: string;
  /** Said after "Q3 2025 compared with Q2 2025" (how many months were reported). */
  aside?: ReactNode;
  /** The figure cards. */
  children: () => ReactNode;
  /** Pages whose default is every year: "All years" offered in the picker (see AllYearsPicker). */
  onAllYears?: () => void;
}

/**
 * A page's period block: the picker, the line naming the two periods (known before the figures
 * arrive, so nothing moves when they do), and the figures with the states of any section.
 */
export function PeriodComparison({
  choice,
  years,
  data,
  loadingLabel,
  aside,
  children,
  onAllYears,
}: PeriodComparisonProps) {
  const { t } = useTranslation('periods');
  const label = usePeriodLabel();
  const comparison = comparisonPeriod(choice.period, choice.compareTo);
  return (
    <Stack gap="sm">
      <PeriodHeading
        choice={choice}
        years={years}
        allYears={onAllYears && { selected: false, onSelect: onAllYears }}
      >
        <Group gap="md">
          <Text size="sm" c="gray.7">
            {t('label.comparedWith', { period: label(choice.period), comparison: label(comparison) })}
          </Text>
          {aside}
        </Group>
      </PeriodHeading>
      <PageState data={data} skeleton="stats" label={loadingLabel}>
        {children}
      </PageState>
    </Stack>
  );
}
