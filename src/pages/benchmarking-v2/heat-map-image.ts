import type { LegendItem } from '../../components/page-kit/ChartLegend';
import type { ImageCell, TableImage } from '../../components/page-kit/exports/table-image';
import type { ComparedFacility, Comparison } from './comparison.model';
import { heatBand, NO_SCORE_BACKGROUND } from './heat-scale';

export interface HeatMapWords {
  title: string;
  facility: string;
  average: string;
  elementName: (name: string) => string;
  score: (value: number | null) => string;
  legend: readonly LegendItem[];
}

/**
 * The heat map as the picture's table: a row per facility and the reference row
 * last, each score on its band's colour as on the page, and the legend in words.
 */
export function heatMapImage(
  comparison: Comparison,
  reference: ComparedFacility,
  words: HeatMapWords,
): TableImage {
  const cell = (score: number | null): ImageCell => ({
    text: words.score(score),
    background: heatBand(score)?.background ?? NO_SCORE_BACKGROUND,
  });
  const row = (facility: ComparedFacility) => [
    { text: facility.name },
    ...comparison.elements.map((element) => cell(facility.scores[element.id] ?? null)),
    cell(facility.average),
  ];
  return {
    title: words.title,
    headers: [
      words.facility,
      ...comparison.elements.map((element) => words.elementName(element.name)),
      words.average,
    ],
    rows: [
      ...comparison.facilities.map((facility) => ({ cells: row(facility) })),
      { cells: row(reference), reference: true },
    ],
    legend: words.legend,
  };
}
