import { Card, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import { ChartLegend } from '../ChartLegend';
import { useLevelName } from '../level-name.hooks';
import { LEVEL_COLORS, LEVELS, type Level } from '../levels';
import { PageState, SectionSkeleton } from '../PageState';
import { useFormatters } from '../page-data.hooks';
import type { FacilityMapData } from './facility-map.hooks';
import { useMapTileUrl } from './map.hooks';
import { levelCountsOf } from './map-marks';

const FacilityMapDrawing = lazy(() => import('./FacilityMapDrawing'));

export interface FacilityMapProps {
  title: string;
  /** The server's map of the selection (useFacilityMapData). */
  map: FacilityMapData;
  onPointOpen?: (point: MapFacilityPoint) => void;
}

/**
 * Facilities on a map, clustered by the server and coloured by level, with a legend that counts
 * each level and a sentence that says the same in words. The drawing (outlines, projection) loads
 * on demand; tiles are used only when the runtime configuration names mapTileUrl.
 */
export function FacilityMap({ title, map, onPointOpen }: FacilityMapProps) {
  const tileUrl = useMapTileUrl();
  const { t } = useTranslation('pages-common');
  const format = useFormatters();
  const levelName = useLevelName();
  const titleId = useId();
  const counts = useMemo(() => levelCountsOf(map.answer), [map.answer]);
  const keys: (Level | 'none')[] = [...LEVELS, 'none'];
  const shown = keys.reduce((sum, key) => sum + counts[key], 0);
  const legend = keys.map((key) => ({
    color: LEVEL_COLORS[key],
    label: `${levelName(key)}: ${format.number(counts[key])}`,
  }));
  const summary = t('map.summary', {
    count: shown,
    total: format.number(shown),
    levels: legend.map((item) => item.label).join(', '),
  });
  const hasPoints = (map.answer?.points.length ?? 0) > 0;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {map.status === 'failure' ? (
        <PageState data={map}>{() => null}</PageState>
      ) : (
        <>
          <Text size="sm" c="gray.7" mb="sm">
            {summary}
            {hasPoints && onPointOpen ? ` ${t('map.clickHint')}` : ''}
          </Text>
          <Suspense fallback={<SectionSkeleton shape="chart" label={t('state.loadingMap')} />}>
            <FacilityMapDrawing
              answer={map.answer}
              view={map.view}
              label={title}
              busy={map.status === 'loading'}
              onPointOpen={onPointOpen}
              tileUrl={tileUrl}
            />
          </Suspense>
          <ChartLegend items={legend} label={t('chart.legend')} />
        </>
      )}
    </Card>
  );
}
