import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapFacilityPoint } from '../../../contract/facility-map.schemas';
import { placeNarrowing, useDrillTo } from '../../components/drill-through/drill-link.hooks';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { FacilityMap } from '../../components/page-kit';
import { useWireFilter } from '../../components/page-kit/page-data.hooks';

const open = (point: MapFacilityPoint) => openFacilityPopup(point.id, { from: 'home-map' });

/**
 * Each map shows only while its toggle is on. The two show different things (spec section 4's
 * toggles): the service-level map colours facilities by certification level and shades places by
 * average score; the available-service map colours them by whether they offer services now
 * (active) and shades places by the share that do. A region or district opens its facilities.
 */
export function HomeMaps({
  showServiceLevel,
  showAvailableService,
}: {
  showServiceLevel: boolean;
  showAvailableService: boolean;
}) {
  const { t } = useTranslation('home');
  const filter = useWireFilter();
  const drillTo = useDrillTo();
  const placeList = (place: Parameters<typeof placeNarrowing>[0]) => drillTo(placeNarrowing(place));
  if (!showServiceLevel && !showAvailableService) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: showServiceLevel && showAvailableService ? 2 : 1 }} spacing="sm">
      {showServiceLevel && (
        <FacilityMap
          addressKey="levelMap"
          title={t('maps.serviceLevel')}
          filter={filter}
          mode="level"
          initialMeasure="averageScore"
          onPointOpen={open}
          placeList={placeList}
        />
      )}
      {showAvailableService && (
        <FacilityMap
          addressKey="activeMap"
          title={t('maps.availableService')}
          filter={filter}
          mode="availability"
          initialMeasure="shareActive"
          onPointOpen={open}
          placeList={placeList}
        />
      )}
    </SimpleGrid>
  );
}
