import { Stack } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { FacilityMap } from '../../components/page-kit/map/FacilityMap';
import { mapPointOf } from '../../components/page-kit/map/map-points';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { useFilteredFacilities } from '../../components/page-kit/page-data.hooks';
import { NetworkBreadcrumbs } from './NetworkBreadcrumbs';
import { NetworkLevel } from './NetworkLevel';
import { isInDrill } from './network-drill';
import { useDrillNames, useNetworkDrill } from './network-drill.hooks';

/** Network Level: facilities, average score and level mix by country, region and district, with a map. */
export default function NetworkPage() {
  const { t } = useTranslation(['network', 'frame']);
  const { drill, filter, goTo } = useNetworkDrill();
  const names = useDrillNames(drill);
  const facilities = useFilteredFacilities();
  const points = useMemo(
    () => facilities.filter((facility) => isInDrill(facility.location, drill)).map(mapPointOf),
    [facilities, drill],
  );
  // The map of up to 100,000 points redraws after the table and charts, in its own task.
  const mapPoints = useDeferredValue(points);
  const place = names.regionName ?? names.countryName;
  return (
    <Stack gap="md">
      <PageHeader title={t('frame:routes.Network')} subtitle={t('network:intro')} />
      <NetworkBreadcrumbs drill={drill} names={names} onNavigate={goTo} />
      <NetworkLevel drill={drill} filter={filter} onDrill={goTo} />
      <FacilityMap
        title={place ? t('network:map.title', { place }) : t('network:map.titleAll')}
        points={mapPoints}
        onPointOpen={(point) => openFacilityPopup(point.id)}
      />
    </Stack>
  );
}
