import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WireFilter } from '../../../machines/filter';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { DataTable } from '../../components/page-kit/DataTable';
import { PageState } from '../../components/page-kit/PageState';
import { NetworkSkeleton } from './NetworkSkeleton';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import { StatCard, StatGrid } from '../../components/page-kit/StatCard';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import type { NetworkAggregateRow } from '../../../contract';
import { NetworkCharts } from './NetworkCharts';
import { networkColumns, type PlaceList } from './network.columns';
import {
  type Drill,
  drillFilter,
  drillInto,
  drillLevel,
  drillNarrowing,
  rowNarrowing,
} from './network-drill';
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
    <PageState
      data={aggregates}
      skeleton="table"
      label={t(`level.${level}`)}
      placeholder={<NetworkSkeleton />}
    >
      {() => (
        <NetworkFigures
          rows={aggregates.rows}
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
  const { t } = useTranslation(['network', 'analysis']);
  const format = useFormatters();
  const drillTo = useDrillTo();
  const navigate = useNavigate();
  const totals = networkTotals(rows);
  const level = drillLevel(drill);
  const placeList: PlaceList = (row, narrowing = {}) =>
    drillTo({ ...rowNarrowing(drill, row.id), ...narrowing });
  const columns = networkColumns(t, format, placeList);
  // Countries and regions open their next level; a district, the last level, opens its facilities.
  const open = (row: NetworkAggregateRow) => {
    const next = drillInto(drill, row.id);
    if (next) onDrill(next);
    else navigate(drillTo(rowNarrowing(drill, row.id)));
  };
  return (
    <Stack gap="md">
      <StatGrid columns={3}>
        <StatCard
          label={t(`level.${level}`)}
          value={format.number(totals.places)}
          explanation={t('analysis:explain.network.places')}
        />
        <StatCard
          label={t('stats.facilities')}
          value={format.number(totals.facilities)}
          explanation={t('analysis:explain.network.facilities')}
          drillTo={drillTo(drillNarrowing(drill))}
        />
        <StatCard
          label={t('stats.active')}
          value={format.number(totals.active)}
          hint={t('stats.activeShare', { share: format.percent(totals.activeShare) })}
          explanation={t('analysis:explain.network.active')}
          drillTo={drillTo({ ...drillNarrowing(drill), activeStates: [true] })}
        />
      </StatGrid>
      <DataTable
        addressKey="places"
        caption={t('table.caption', { level: t(`level.${level}`) })}
        showCaption
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        onRowOpen={open}
      />
      <NetworkCharts
        rows={rows}
        columns={columns}
        format={format}
        onOpen={(row, narrowing) => navigate(placeList(row, narrowing))}
      />
    </Stack>
  );
}
