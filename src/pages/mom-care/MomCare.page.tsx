import { NativeSelect, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { PageHeader, PageState, rowsOf, StatCard, StatGrid, useFormatters } from '../../components/page-kit';
import type { FacilityDetailsRow, MomCareRow } from '../../../contract';
import { MomCareCharts } from './MomCareCharts';
import { MomCareTable } from './MomCareTable';
import {
  type MomCarePeriod,
  monthsInPeriod,
  periodTotals,
  ROLLING_PERIODS,
  reportedYears,
} from './momcare-period';

/** MomCare (/facility/momcare/:facilityId): maternal-care indicators per month for one facility. */
export default function MomCarePage({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('momcare');
  const format = useFormatters();
  const [period, setPeriod] = useState<MomCarePeriod>('last12');
  const details = usePageData('Facility/Details', { facilityId });
  const indicators = usePageData('MomCare/Indicators', { facilityId });
  const facility = rowsOf<FacilityDetailsRow>(details.result)[0];
  const all = rowsOf<MomCareRow>(indicators.result);
  const rows = useMemo(() => monthsInPeriod(all, period), [all, period]);
  const totals = periodTotals(rows);
  const periodOptions = [
    ...ROLLING_PERIODS.map((value) => ({ value, label: t(`period.${value}`) })),
    ...reportedYears(all).map((year) => ({ value: `year${year}`, label: t('period.year', { year }) })),
  ];
  const percent = (ratio: number | null) => (ratio === null ? '—' : format.percent(ratio, 1));

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={facility ? t('subtitle', { name: facility.name }) : undefined}
        actions={
          <NativeSelect
            label={t('period.label')}
            data={periodOptions}
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as MomCarePeriod)}
            w={200}
          />
        }
      />
      <PageState
        data={indicators}
        skeleton="chart"
        emptyTitle={t('empty.title')}
        emptyMessage={t('empty.message')}
      >
        {() => (
          <Stack gap="md">
            <StatGrid>
              <StatCard
                label={t('indicators.firstAncVisits')}
                value={format.number(totals.firstAncVisits)}
                explanation={t('analysis:explain.momcare.firstAncVisits')}
              />
              <StatCard
                label={t('figures.anc4Coverage')}
                value={percent(totals.anc4Coverage)}
                hint={t('figures.anc4CoverageHint')}
                explanation={t('analysis:explain.momcare.anc4Coverage')}
              />
              <StatCard
                label={t('indicators.facilityDeliveries')}
                value={format.number(totals.facilityDeliveries)}
                explanation={t('analysis:explain.momcare.facilityDeliveries')}
              />
              <StatCard
                label={t('indicators.caesareanShare')}
                value={percent(totals.caesareanShare)}
                explanation={t('analysis:explain.momcare.caesareanShare')}
              />
            </StatGrid>
            <MomCareCharts rows={rows} />
            <MomCareTable rows={rows} />
          </Stack>
        )}
      </PageState>
    </>
  );
}
