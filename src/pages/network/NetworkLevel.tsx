import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireFilter } from '../../../machines/filter';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { DataTable } from '../../components/page-kit/DataTable';
import { PageState } from '../../components/page-kit/PageState';
import { rowsOf, useFormatters } from '../../components/page-kit/page-data.hooks';
import { StatCard, StatGrid } from '../../components/page-kit/StatCard';
import type { NetworkAggregateRow } from '../../../contract';
import { NetworkCharts } from './NetworkCharts';
import { networkColumns } from './network.columns';
import { type Drill, drillFilter, drillInto, drillLevel } from './network-drill';
import { networkTotals } from './network-summary';

export interface NetworkLevelProps {
  drill: Drill;
  filter: WireFilter | undefined;
  onDrill: (drill: Drill) => void;
}

/** The places of the current level (countries, a country's regions or a region's districts) with their figures. */
export function NetworkLevel({ drill, filter, onDrill }: NetworkLevelProps) {
  const { t } = useTranslation('network');
  const level = drillLevel(drill);
  const aggregates = usePageData('Network/Aggregates', {
    groupBy: level,
    filter: drillFilter(filter, drill),
  });
  return (
    <PageState data={aggregates} skeleton="table" label={t(`level.${level}`)}>
      {() => (
        <NetworkFigures
          rows={rowsOf<NetworkAggregateRow>(aggregates.result)}
          drill={drill}
          onDrill={onDrill}
        />
      )}
    </PageState>
  );
}

function NetworkFigures({
  rows,
  drill,
  onDrill,
}: {
  rows: NetworkAggregateRow[];
  drill: Drill;
  onDrill: (drill: Drill) => void;
}) {
  const { t } = useTranslation('network');
  const format = useFormatters();
  const columns = useMemo(() => networkColumns(t, format), [t, format]);
  const totals = networkTotals(rows);
  const level = drillLevel(drill);
  const open = (row: NetworkAggregateRow) => {
    const next = drillInto(drill, row.id);
    if (next) onDrill(next);
  };
  return (
    <Stack gap="md">
      <StatGrid columns={3}>
        <StatCard label={t(`level.${level}`)} value={format.number(totals.places)} />
        <StatCard label={t('stats.facilities')} value={format.number(totals.facilities)} />
        <StatCard
          label={t('stats.active')}
          value={format.number(totals.active)}
          hint={t('stats.activeShare', { share: format.percent(totals.activeShare) })}
        />
      </StatGrid>
      <DataTable
        caption={t('table.caption', { level: t(`level.${level}`) })}
        showCaption
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        onRowOpen={level === 'district' ? undefined : open}
      />
      <NetworkCharts rows={rows} columns={columns} format={format} />
    </Stack>
  );
}
