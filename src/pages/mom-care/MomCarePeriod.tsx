import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../contract/period';
import type { MomCareRow } from '../../../contract';
import { usePageData } from '../../app/hooks/page-data.hooks';

import { PeriodComparison, usePeriodChoice, usePeriodLabel } from '../../components/period';
import { MomCareCharts } from './MomCareCharts';
import { MomCareFigures } from './MomCareFigures';
import { MomCareTable } from './MomCareTable';
import { momCareFigures, monthsInPeriod, reportedYears } from './momcare-period';

/**
 * The facility's maternal care in a chosen period (default: its latest reported year): the figures
 * from the server next to the comparison period, and the period's months as charts and a table.
 */
export function MomCarePeriod({ facilityId, months }: { facilityId: number; months: readonly MomCareRow[] }) {
  const { t } = useTranslation('periods');
  const label = usePeriodLabel();
  const years = reportedYears(months);
  const choice = usePeriodChoice({ kind: 'year', year: years[0] ?? new Date().getFullYear() });
  const periodText = formatPeriod(choice.period);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text stands for the period
  const rows = useMemo(() => monthsInPeriod(months, choice.period), [months, periodText]);
  const totals = usePageData('MomCare/PeriodTotals', {
    facilityId,
    period: periodText,
    compareTo: choice.compareTo,
  });
  const figures = momCareFigures(totals.rows);

  // The months below wait for the figures, so nothing on screen moves when the figures arrive.
  return (
    <PeriodComparison
      choice={choice}
      years={years}
      data={totals}
      loadingLabel={t('momcare.comparisonLoading')}
      aside={
        figures && (
          <Text size="sm" c="gray.7">
            {t('momcare.monthsHint', { months: figures.current.monthsReported })}
          </Text>
        )
      }
    >
      {() => (
        <Stack gap="md">
          {figures && <MomCareFigures figures={figures} />}
          {rows.length > 0 ? (
            <>
              <MomCareCharts rows={rows} />
              <MomCareTable rows={rows} />
            </>
          ) : (
            <Text role="status">{t('momcare.noMonths', { period: label(choice.period) })}</Text>
          )}
        </Stack>
      )}
    </PeriodComparison>
  );
}
