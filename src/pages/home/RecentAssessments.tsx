import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { type DataColumn, DataTable, PageState, useFormatters } from '../../components/page-kit';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { assessmentOutcomeColumns } from '../../components/tables';
import type { RecentAssessmentRow } from '../../../contract';

export const RECENT_ASSESSMENTS_LIMIT = 10;

/** The latest assessments among the filtered facilities; a row opens the facility popup. */
export function RecentAssessments() {
  const { t } = useTranslation(['home', 'pages-common']);
  const format = useFormatters();
  const data = useFilteredPageData('Home/RecentAssessments', { limit: RECENT_ASSESSMENTS_LIMIT });
  const columns: DataColumn<RecentAssessmentRow>[] = [
    { key: 'facility', header: t('home:recent.facility'), value: (row) => row.facilityName },
    ...assessmentOutcomeColumns<RecentAssessmentRow>(
      {
        assessedOn: t('home:recent.assessedOn'),
        score: t('home:recent.score'),
        level: t('pages-common:level.column'),
      },
      format,
    ),
  ];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="recent-assessments-title">
      <Title order={2} size="h4" id="recent-assessments-title" mb="xs">
        {t('home:recent.title')}
      </Title>
      <PageState data={data} skeleton="table">
        {() => (
          <DataTable
            addressKey="recent"
            caption={t('home:recent.title')}
            rows={data.rows}
            columns={columns}
            rowKey={(row) => row.facilityId}
            onRowOpen={(row) => openFacilityPopup(row.facilityId, { from: 'home' })}
          />
        )}
      </PageState>
    </Card>
  );
}
