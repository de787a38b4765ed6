import type { AreaValue, MapAreasAnswer } from '../../../../contract/map-areas.schemas';
import {
  type ClassMethod,
  classOf,
  methodOf,
  SHADE_COLORS,
  type ShadeClass,
  type ShadeMeasure,
  shadeClasses,
  shadeValue,
} from './map-classes';

export interface Shading {
  /** Fill colour per place key (`region:4`, `district:12`). */
  colors: Map<string, string>;
  /** Each place's value per key (for tooltips and the table); absent when it has none. */
  values: Map<string, number>;
  classes: ShadeClass[];
  method: ClassMethod;
}

const NO_SHADING: Shading = { colors: new Map(), values: new Map(), classes: [], method: 'scoreBands' };

/**
 * Colours for the places of one kind (regions or districts) under a measure, each place by the
 * fixed band its own value falls in; the legend counts the places of that kind per band.
 */
export function shadePlaces(
  areas: MapAreasAnswer | null,
  kind: 'region' | 'district',
  measure: ShadeMeasure,
  level: number,
): Shading {
  if (!areas || measure === 'none') return NO_SHADING;
  const list: AreaValue[] = kind === 'region' ? areas.regions : areas.districts;
  const values = new Map<string, number>();
  for (const area of list) {
    const value = shadeValue(area, measure, level);
    if (value !== null) values.set(`${kind}:${area.id}`, value);
  }
  const method = methodOf(measure);
  const colors = new Map([...values].map(([key, value]) => [key, SHADE_COLORS[classOf(value, method)]]));
  return { colors, values, classes: shadeClasses([...values.values()], method), method };
}
