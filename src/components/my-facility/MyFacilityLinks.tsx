import { Anchor, Group } from '@mantine/core';
import { IconBabyCarriage, IconBuildingHospital, IconChartBar, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  facilityDetailPath,
  HISTORY_ANCHOR,
  momCarePath,
  PEER_MEDIANS_ANCHOR,
} from '../../../machines/my-facility/my-facility.rules';

function NavLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      {icon}
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Group>
  );
}

/**
 * A facility user's ways from one page of their facility to the others: its
 * details (not on the details page itself), its history, MomCare, and its scores beside the
 * national, regional and peer-group medians. Not Benchmarking: it is a network-only page for a
 * facility user (NETWORK_ONLY_ROUTES, docs/ui.md), who sees no peer's row.
 */
export function MyFacilityLinks({ facilityId, onDetails }: { facilityId: number; onDetails: boolean }) {
  const { t } = useTranslation('my-facility');
  const details = facilityDetailPath(facilityId);
  return (
    <nav aria-label={t('links.label')}>
      <Group component="ul" gap="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {!onDetails && (
          <NavLink to={details} icon={<IconBuildingHospital size={16} aria-hidden />}>
            {t('links.details')}
          </NavLink>
        )}
        <NavLink to={`${details}#${HISTORY_ANCHOR}`} icon={<IconHistory size={16} aria-hidden />}>
          {t('links.history')}
        </NavLink>
        <NavLink to={momCarePath(facilityId)} icon={<IconBabyCarriage size={16} aria-hidden />}>
          {t('links.momCare')}
        </NavLink>
        <NavLink to={`${details}#${PEER_MEDIANS_ANCHOR}`} icon={<IconChartBar size={16} aria-hidden />}>
          {t('links.peers')}
        </NavLink>
      </Group>
    </nav>
  );
}
