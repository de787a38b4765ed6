import { SimpleGrid } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isFacilityActive } from '../../../machines/filter';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { FacilityMap, type MapPoint, mapPointOf, useFilteredFacilities } from '../../components/page-kit';

/**
 * The service-level map (every filtered facility by level) and the available-service map (the
 * active facilities, where services are offered now); each shows only while its toggle is on.
 */
export function HomeMaps({
  showServiceLevel,
  showAvailableService,
}: {
  showServiceLevel: boolean;
  showAvailableService: boolean;
}) {
  const { t } = useTranslation('home');
  // The maps redraw after the figures, in their own (interruptible) render, as Network's does.
  const facilities = useDeferredValue(useFilteredFacilities());
  // One pass over the synced list builds both maps' points; both maps share `all`'s frame.
  const { all, active } = useMemo(() => {
    const all: MapPoint[] = [];
    const active: MapPoint[] = [];
    for (const facility of facilities) {
      const point = mapPointOf(facility);
      all.push(point);
      if (isFacilityActive(facility)) active.push(point);
    }
    return { all, active };
  }, [facilities]);
  if (!showServiceLevel && !showAvailableService) return null;
  const open = (point: MapPoint) => openFacilityPopup(point.id, { from: 'home-map' });
  return (
    <SimpleGrid cols={{ base: 1, md: showServiceLevel && showAvailableService ? 2 : 1 }} spacing="sm">
      {showServiceLevel && (
        <FacilityMap title={t('maps.serviceLevel')} points={all} extent={all} onPointOpen={open} />
      )}
      {showAvailableService && (
        <FacilityMap title={t('maps.availableService')} points={active} extent={all} onPointOpen={open} />
      )}
    </SimpleGrid>
  );
}
