import type { LegendItem } from '../ChartLegend';
import type { DownloadChoice } from '../exports/DownloadMenu';
import type { MapPicture } from './map-picture';

export interface MapImageSource {
  title: string;
  /** The map as drawn now; undefined before the map is drawn. */
  picture: () => Promise<MapPicture> | undefined;
  legend: () => LegendItem[];
  /** The tiles' credit, when tiles are shown. */
  credit?: string;
  labels: { png: string; svg: string };
}

/**
 * The map's Download choices: the map as drawn, with its categories' legend, as
 * a PNG or SVG file. The drawing code loads on the first download, not with the first screen.
 */
export function mapImageChoices({
  title,
  picture,
  legend,
  credit,
  labels,
}: MapImageSource): DownloadChoice[] {
  const save = async (format: 'png' | 'svg') => {
    const [drawn, { mapImage }, files] = await Promise.all([
      picture(),
      import('./map-image'),
      import('../exports/chart-image'),
    ]);
    if (!drawn) throw new Error('The map is not drawn yet.');
    const file = mapImage(title, drawn, legend(), credit);
    await (format === 'png' ? files.downloadPngImage(title, file) : files.downloadSvgImage(title, file));
  };
  return [
    { label: labels.png, save: () => save('png') },
    { label: labels.svg, save: () => save('svg') },
  ];
}
