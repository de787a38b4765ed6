import { useTranslation } from 'react-i18next';
import type { MapAreasAnswer, PlaceProperties, PlacesAnswer } from '../../../../contract/map-areas.schemas';
import { DataTable } from '../DataTable';
import { useFormatters } from '../page-data.hooks';
import { countColumn } from '../../tables/count-columns';

/** A region or district as the drill-through list of its facilities needs it. */
export type PlaceRef = Pick<PlaceProperties, 'kind' | 'id'>;

interface PlaceRow {
  key: string;
  id: number;
  name: string;
  kind: 'region' | 'district';
  facilities: number;
  averageScore: number | null;
  value: number | null;
}

export interface MapPlacesTableProps {
  title: string;
  /** The map's address key: the table's sort is `sort.<addressKey>`. */
  addressKey: string;
  places: PlacesAnswer | null;
  areas: MapAreasAnswer | null;
  /** The shading value per place key, when the map is shaded. */
  values: ReadonlyMap<string, number>;
  shaded: boolean;
  /** Where a place's facilities are listed: each count links there. */
  placeList?: (place: PlaceRef) => string;
}

/** The map's table view: every region and district with facilities, its figures and its shading value. */
export function MapPlacesTable({
  title,
  addressKey,
  places,
  areas,
  values,
  shaded,
  placeList,
}: MapPlacesTableProps) {
  const { t } = useTranslation(['maps', 'analysis']);
  const format = useFormatters();
  const names = new Map(places?.features.map((feature) => [feature.properties.key, feature.properties.name]));
  const rowsOf = (kind: 'region' | 'district') =>
    (kind === 'region' ? areas?.regions : areas?.districts)?.map(
      (area): PlaceRow => ({
        key: `${kind}:${area.id}`,
        id: area.id,
        name: names.get(`${kind}:${area.id}`) ?? `#${area.id}`,
        kind,
        facilities: area.facilities,
        averageScore: area.averageScore,
        value: values.get(`${kind}:${area.id}`) ?? null,
      }),
    ) ?? [];
  const rows = [...rowsOf('region'), ...rowsOf('district')];
  return (
    <DataTable
      caption={t('table.caption', { title })}
      addressKey={addressKey}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { key: 'name', header: t('table.place'), value: (row) => row.name },
        { key: 'kind', header: t('table.kind'), value: (row) => t(`table.${row.kind}`) },
        countColumn<PlaceRow>(
          'facilities',
          t('table.facilities'),
          (row) => row.facilities,
          format,
          placeList,
          (row, shown) => `${shown}. ${t('analysis:drill.openGroup', { name: row.name })}`,
        ),
        {
          key: 'averageScore',
          header: t('table.averageScore'),
          value: (row) => row.averageScore ?? '',
          render: (row) => format.score(row.averageScore),
          align: 'right',
        },
        ...(shaded
          ? [
              {
                key: 'value',
                header: t('table.value'),
                value: (row: PlaceRow) => row.value ?? '',
                render: (row: PlaceRow) => format.score(row.value),
                align: 'right' as const,
              },
            ]
          : []),
      ]}
    />
  );
}
