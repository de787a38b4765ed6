import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '../../../contract';
import { useDocumentDownload } from '../../app/hooks/document-download.hooks';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { type DataColumn, DataTable, PageState, SectionCard, useFormatters } from '../../components/page-kit';

/** The facility's activity documents; each downloads with the user's token (GET /api/qps/activity/download/{id}). */
export function ActivityDocuments({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const format = useFormatters();
  const data = usePageData('Facility/Activities', { facilityId });
  // The download's state lives in the app actor's document-download child.
  const { downloadingId, download } = useDocumentDownload();
  const columns: DataColumn<ActivityRow>[] = [
    { key: 'title', header: t('documents.document'), value: (row) => row.title },
    {
      key: 'date',
      header: t('documents.date'),
      value: (row) => row.activityDate,
      render: (row) => format.date(row.activityDate),
    },
    {
      key: 'file',
      header: t('documents.file'),
      value: (row) => row.fileName,
      sortable: false,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloadingId === row.id}
          onClick={() => download(row.id, row.fileName)}
          aria-label={t('documents.download', { name: row.fileName })}
        >
          {row.fileName}
        </Button>
      ),
    },
  ];
  return (
    <SectionCard title={t('documents.title')}>
      <PageState
        data={data}
        skeleton="table"
        emptyTitle={t('documents.emptyTitle')}
        emptyMessage={t('documents.emptyMessage')}
      >
        {() => (
          <DataTable
            addressKey="documents"
            caption={t('documents.title')}
            rows={data.rows}
            columns={columns}
            rowKey={(row) => row.id}
          />
        )}
      </PageState>
    </SectionCard>
  );
}
