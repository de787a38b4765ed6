import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapFacilityPoint } from '../../../contract/facility-map.schemas';
import { openFacilityPopup } from '../../components/facility-popup/facility-popup.store';
import { FacilityMap, useFacilityMapData, useWireFilter } from '../../components/page-kit';

const open = (point: MapFacilityPoint) => openFacilityPopup(point.id, { from: 'home-map' });

/** The service-level map: every filtered facility by level. */
function ServiceLevelMap() {
  const { t } = useTranslation('home');
  const map = useFacilityMapData(useWireFilter());
  return <FacilityMap title={t('maps.serviceLevel')} map={map} onPointOpen={open} />;
}

/** The available-service map: the active facilities, where services are offered now, in the same frame. */
function AvailableServiceMap() {
  const { t } = useTranslation('home');
  const map = useFacilityMapData(useWireFilter(), { activeOnly: true });
  return <FacilityMap title={t('maps.availableService')} map={map} onPointOpen={open} />;
}

/** Each map shows only while its toggle is on, and only then asks the server for its clusters. */
export function HomeMaps({
  showServiceLevel,
  showAvailableService,
}: {
  showServiceLevel: boolean;
  showAvailableService: boolean;
}) {
  if (!showServiceLevel && !showAvailableService) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: showServiceLevel && showAvailableService ? 2 : 1 }} spacing="sm">
      {showServiceLevel && <ServiceLevelMap />}
      {showAvailableService && <AvailableServiceMap />}
    </SimpleGrid>
  );
}
