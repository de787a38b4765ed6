import { useMemo } from 'react';
import { oneOf, shadeCodec, type ViewShade, viewParamName } from '../../../../machines/shared/view-address';
import { LEVELS } from '../levels';
import { SHADE_MEASURES, type ShadeMeasure } from './map-classes';
import { useViewChoice } from '../view-choice.hooks';

const MAP_VIEWS = oneOf(['map', 'table'] as const);

/** A map card shows the map or its table of places (`view.<key>=table`). */
export const useMapView = (addressKey: string) =>
  useViewChoice(viewParamName('view', addressKey), MAP_VIEWS, 'map');

/** The level a "share at level N or above" shading starts with. */
export const DEFAULT_SHADE_LEVEL = 3;

const SHADES = shadeCodec(SHADE_MEASURES, 'shareAtLevel', LEVELS, DEFAULT_SHADE_LEVEL);

/** What a map is shaded by, from the address (`shade.<key>=shareAtLevel:4`), the page's measure by default. */
export function useShadeChoice(addressKey: string, initialMeasure: ShadeMeasure) {
  const fallback = useMemo<ViewShade<ShadeMeasure>>(
    () => ({ measure: initialMeasure, level: DEFAULT_SHADE_LEVEL }),
    [initialMeasure],
  );
  return useViewChoice(viewParamName('shade', addressKey), SHADES, fallback);
}
