import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeNarrowing, useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { FacilityMap } from '../../components/page-kit/map/FacilityMap';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { NetworkBreadcrumbs } from './NetworkBreadcrumbs';
import { NetworkLevel } from './NetworkLevel';
import { drillFilter, drillNarrowing } from './network-drill';
import { useNetworkDrill } from './network-drill.hooks';

/** Network Level: facilities, average score and level mix by country, region and district, with a map. */
export default function NetworkPage() {
  const { t } = useTranslation(['network', 'frame']);
  const { drill, filter, goTo, names, pinnedDepth } = useNetworkDrill();
  // The map shows the place drilled into: the filter narrowed to it, clustered by the server.
  const mapFilter = useMemo(() => drillFilter(filter, drill), [filter, drill]);
  const place = names.regionName ?? names.countryName;
  const drillTo = useDrillTo();
  return (
    <Stack gap="md">
      <PageHeader title={t('frame:routes.Network')} subtitle={t('network:intro')} />
      <NetworkBreadcrumbs drill={drill} names={names} onNavigate={goTo} pinnedDepth={pinnedDepth} />
      <NetworkLevel drill={drill} filter={filter} onDrill={goTo} />
      <FacilityMap
        addressKey="map"
        title={place ? t('network:map.title', { place }) : t('network:map.titleAll')}
        filter={mapFilter}
        mode="level"
        initialMeasure="averageScore"
        onPointOpen={(point) => openFacilityPopup(point.id)}
        // a region on the map drills the page down to it, as its row in the table does
        onRegionOpen={(region) => goTo({ countryId: region.countryId, regionId: region.id })}
        // a district opens its facilities (as the map shows them: inside the place drilled into)
        placeList={(area) => drillTo({ ...drillNarrowing(drill), ...placeNarrowing(area) })}
      />
    </Stack>
  );
}
