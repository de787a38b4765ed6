import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapCluster, MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import { useLevelName } from '../level-name.hooks';
import { type Level, levelKey } from '../levels';
import { useFormatters } from '../page-data.hooks';
import { type CategoryKey, categoriesOf, clusterCounts, type MapMode } from './map-categories';

/** The words of a map: category names, and what a tooltip or list entry says about a facility or cluster. */
export function useMapTexts(mode: MapMode) {
  const { t } = useTranslation('maps');
  const levelName = useLevelName();
  const format = useFormatters();
  return useMemo(() => {
    // translated once: every cluster's text names its categories, and a view lists up to 50 clusters
    const names = new Map(
      categoriesOf(mode).map((category): [CategoryKey, string] => [
        category.key,
        mode === 'availability'
          ? t(`categories.${category.key}`)
          : levelName(category.key === 'none' ? 'none' : (Number(category.key) as Level)),
      ]),
    );
    const categoryName = (key: CategoryKey) => names.get(key) ?? key;
    const mix = (cluster: MapCluster) => {
      const counts = clusterCounts(cluster, mode);
      return categoriesOf(mode)
        .filter((category) => counts[category.key] > 0)
        .map((category) => format.labelled(categoryName(category.key), format.number(counts[category.key])))
        .join(', ');
    };
    return {
      categoryName,
      mix,
      point: (point: MapFacilityPoint) =>
        t('tooltip.point', {
          name: point.name,
          level: levelName(levelKey(point.awardedLevel)),
          score: point.score === null ? t('tooltip.noScore') : format.score(point.score),
        }),
      cluster: (cluster: MapCluster) =>
        t('tooltip.cluster', { facilities: format.number(cluster.count), mix: mix(cluster) }),
      number: format.number,
      labelled: format.labelled,
    };
  }, [t, levelName, format, mode]);
}

export type MapTexts = ReturnType<typeof useMapTexts>;
