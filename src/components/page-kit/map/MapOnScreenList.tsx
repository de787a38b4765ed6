import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapCluster, MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import classes from './map.module.css';
import type { MapTip } from './MapCanvas';
import type { MapTexts } from './map-texts.hooks';

/** At most this many entries are listed; zooming in lists the rest. */
export const ON_SCREEN_LIMIT = 50;

export interface MapOnScreenListProps {
  /** The map's title: names the link that passes this list (a page may have two maps). */
  title: string;
  /** The groups of facilities on screen (drawn as circles with a count). */
  clusters: readonly MapCluster[];
  /** The single facilities on screen. */
  points: readonly MapFacilityPoint[];
  texts: MapTexts;
  onFocusTip: (tip: MapTip | null) => void;
  onPointOpen?: (point: MapFacilityPoint) => void;
  onClusterOpen: (cluster: MapCluster) => void;
}

/**
 * What the map shows right now, as a list of buttons: the keyboard and screen-reader way into the
 * map. Focusing an entry shows its tooltip on the map; selecting a facility opens it, selecting a
 * cluster zooms in on it. A link before the entries passes them in one step (WCAG 2.4.1).
 */
export function MapOnScreenList({
  title,
  points,
  clusters,
  texts,
  onFocusTip,
  onPointOpen,
  onClusterOpen,
}: MapOnScreenListProps) {
  const { t } = useTranslation('maps');
  const endId = useId();
  const total = clusters.length + points.length;
  const blur = () => onFocusTip(null);
  // a tooltip's words are made when its entry takes the focus, not for every entry at each move
  const listedClusters = clusters.slice(0, ON_SCREEN_LIMIT);
  const listedPoints = points.slice(0, ON_SCREEN_LIMIT - listedClusters.length);
  const entries = [
    ...listedClusters.map((cluster) => ({
      key: `c${cluster.longitude},${cluster.latitude}`,
      text: t('onScreen.cluster', { facilities: texts.number(cluster.count), mix: texts.mix(cluster) }),
      tip: () => ({
        longitude: cluster.longitude,
        latitude: cluster.latitude,
        text: texts.cluster(cluster),
      }),
      open: () => onClusterOpen(cluster),
    })),
    ...listedPoints.map((point) => ({
      key: `p${point.id}`,
      text: texts.point(point).replace('\n', ': '),
      tip: () => ({ longitude: point.longitude, latitude: point.latitude, text: texts.point(point) }),
      open: () => onPointOpen?.(point),
    })),
  ];
  // what is there: groups (a selection zooms in), single facilities (a selection opens one), or both
  const counts = [
    clusters.length > 0 && t('onScreen.clusters', { count: clusters.length }),
    points.length > 0 && t('onScreen.points', { count: points.length }),
  ].filter(Boolean);
  return (
    <Stack gap={4} mt="sm" role="group" aria-label={t('onScreen.title')} data-print="hide">
      <Text size="sm" fw={600}>
        {t('onScreen.title')}
      </Text>
      <Text size="xs" c="gray.7">
        {total === 0 ? t('onScreen.nothing') : counts.join(' ')}
      </Text>
      {entries.length > 0 && (
        <>
          {/* Focus moves by hand: a hash in the address would be a change of route. */}
          <a
            href={`#${endId}`}
            className={classes.skipList}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(endId)?.focus();
            }}
          >
            {t('onScreen.skip', { title })}
          </a>
          <ul className={classes.onScreen}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <UnstyledButton
                  fz="xs"
                  td="underline"
                  onFocus={() => onFocusTip(entry.tip())}
                  onBlur={blur}
                  onClick={entry.open}
                >
                  {entry.text}
                </UnstyledButton>
              </li>
            ))}
          </ul>
          <span id={endId} tabIndex={-1} />
        </>
      )}
      {total > ON_SCREEN_LIMIT && (
        <Text size="xs" c="gray.7">
          {t('onScreen.more', { count: total - ON_SCREEN_LIMIT })}
        </Text>
      )}
    </Stack>
  );
}
