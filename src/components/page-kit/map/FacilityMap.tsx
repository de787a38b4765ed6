import { Card, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../ChartLegend';
import { useLevelName } from '../level-name.hooks';
import { LEVEL_COLORS, LEVELS, type Level } from '../levels';
import { SectionSkeleton } from '../PageState';
import { useFormatters } from '../page-data.hooks';
import { useMapTileUrl } from './map.hooks';
import { countByLevel, type MapPoint } from './map-points';

const FacilityMapCanvas = lazy(() => import('./FacilityMapCanvas'));

export interface FacilityMapProps {
  title: string;
  points: readonly MapPoint[];
  /** Points whose extent the map fits (default `points`): maps side by side share one frame. */
  extent?: readonly MapPoint[];
  onPointOpen?: (point: MapPoint) => void;
}

/**
 * Facilities on a map, coloured by level, with a legend that counts each level and a sentence
 * that says the same in words. The drawing (outlines, projection, the points' canvas) loads on demand; tiles are
 * used only when the runtime configuration names mapTileUrl.
 */
export function FacilityMap({ title, points, extent, onPointOpen }: FacilityMapProps) {
  const tileUrl = useMapTileUrl();
  const { t } = useTranslation('pages-common');
  const format = useFormatters();
  const levelName = useLevelName();
  const titleId = useId();
  const counts = useMemo(() => countByLevel(points), [points]);
  const keys: (Level | 'none')[] = [...LEVELS, 'none'];
  const legend = keys.map((key) => ({
    color: LEVEL_COLORS[key],
    label: `${levelName(key)}: ${format.number(counts[key])}`,
  }));
  const summary = t('map.summary', {
    count: points.length,
    total: format.number(points.length),
    levels: legend.map((item) => item.label).join(', '),
  });
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {summary}
        {onPointOpen ? ` ${t('map.clickHint')}` : ''}
      </Text>
      <Suspense fallback={<SectionSkeleton shape="chart" label={t('state.loadingMap')} />}>
        <FacilityMapCanvas
          points={points}
          extent={extent}
          label={title}
          onPointOpen={onPointOpen}
          tileUrl={tileUrl}
        />
      </Suspense>
      <ChartLegend items={legend} label={t('chart.legend')} />
    </Card>
  );
}
