import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Drill } from './network-drill';

interface Crumb {
  label: string;
  drill: Drill;
}

export interface NetworkBreadcrumbsProps {
  drill: Drill;
  names: { countryName?: string; regionName?: string };
  onNavigate: (drill: Drill) => void;
  /** How many levels the filter pins (one region: 2): those crumbs are not a way up. */
  pinnedDepth?: number;
}

/**
 * All countries > country > region: every level above the current one is a button (keyboard: Tab,
 * Enter), except the levels the filter pins (plain text: the filter, not the drill, chose them).
 */
export function NetworkBreadcrumbs({
  drill,
  names: { countryName, regionName },
  onNavigate,
  pinnedDepth = 0,
}: NetworkBreadcrumbsProps) {
  const { t } = useTranslation('network');
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.all'), drill: {} }];
  if (drill.countryId !== undefined)
    crumbs.push({ label: countryName ?? '…', drill: { countryId: drill.countryId } });
  if (drill.regionId !== undefined) crumbs.push({ label: regionName ?? '…', drill });
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.label} fw={600} aria-current="location">
              {crumb.label}
            </Text>
          ) : index < pinnedDepth ? (
            <Text key={crumb.label}>{crumb.label}</Text>
          ) : (
            <Anchor
              key={crumb.label}
              component="button"
              type="button"
              onClick={() => onNavigate(crumb.drill)}
            >
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
