import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import {
  type DataColumn,
  DataTable,
  PageState,
  rowsOf,
  SectionCard,
  saveBlob,
  useFormatters,
  usePageCalls,
} from '../../components/page-kit';
import type { ActivityRow } from '../../../contract';

/** The facility's activity documents; each downloads with the user's token (GET /api/qps/activity/download/{id}). */
export function ActivityDocuments({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const format = useFormatters();
  const calls = usePageCalls();
  const data = usePageData('Facility/Activities', { facilityId });
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (activity: ActivityRow) => {
    setDownloading(activity.id);
    try {
      saveBlob(await calls.downloadActivityDocument(activity.id), activity.fileName);
    } catch {
      // the API client has already shown the failure as a notification
    } finally {
      setDownloading(null);
    }
  };
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
          loading={downloading === row.id}
          onClick={() => download(row)}
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
            caption={t('documents.title')}
            rows={rowsOf<ActivityRow>(data.result)}
            columns={columns}
            rowKey={(row) => row.id}
          />
        )}
      </PageState>
    </SectionCard>
  );
}
