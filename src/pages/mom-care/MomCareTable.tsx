import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, useFormatters } from '../../components/page-kit';
import type { MomCareRow } from '../../../contract';

const COUNTS = [
  'firstAncVisits',
  'anc4Visits',
  'facilityDeliveries',
  'caesareanDeliveries',
  'postnatalVisits',
  'referrals',
] as const;

/** Every indicator of every month of the period, sortable and exportable. */
export function MomCareTable({ rows }: { rows: MomCareRow[] }) {
  const { t } = useTranslation('momcare');
  const format = useFormatters();
  const columns: DataColumn<MomCareRow>[] = [
    {
      key: 'month',
      header: t('table.month'),
      value: (row) => row.month,
      render: (row) => format.month(row.month),
    },
    ...COUNTS.map(
      (indicator): DataColumn<MomCareRow> => ({
        key: indicator,
        header: t(`indicators.${indicator}`),
        value: (row) => row[indicator],
        render: (row) => format.number(row[indicator]),
        align: 'right',
      }),
    ),
    {
      key: 'caesareanShare',
      header: t('indicators.caesareanShare'),
      value: (row) => row.caesareanShare,
      render: (row) => format.percent(row.caesareanShare, 1),
      align: 'right',
    },
  ];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="momcare-table-title">
      <Title order={2} size="h4" id="momcare-table-title" mb="xs">
        {t('table.title')}
      </Title>
      <DataTable
        addressKey="months"
        caption={t('table.title')}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.month}
        pageSize={24}
      />
    </Card>
  );
}
