import { Box, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import type { PlaceProperties } from '../../../../contract/map-areas.schemas';
import type { PlaceRef } from './MapPlacesTable';
import type { WireFilter } from '../../../../machines/filter';
import { DownloadMenu } from '../exports/DownloadMenu';
import { PageState, SectionSkeleton } from '../PageState';
import type { MapController, MapTip } from './MapCanvas';
import { MapCategoryLegend } from './MapCategoryLegend';
import { MapOnScreenList } from './MapOnScreenList';
import { MapPlacesTable } from './MapPlacesTable';
import { MapToolbar } from './MapToolbar';
import { DISTRICT_ZOOM, inBox } from './map-camera';
import { useFrameSize, useMapCamera } from './map-camera.hooks';
import { type CategoryKey, categoriesOf, type MapMode } from './map-categories';
import type { ShadeMeasure } from './map-classes';
import classes from './map.module.css';
import { useMapTiles } from './map.hooks';
import { mapImageChoices } from './map-image-choices';
import { categoryTotals, type MapMarks, unspacedMarks } from './map-marks';
import { shadePlaces } from './map-shading';
import { useMapAreas, useMapPlaces } from './map-shading.hooks';
import { useMapTexts } from './map-texts.hooks';
import { useMapView, useShadeChoice } from './map-view-choice';
import { useMapStarted } from './map-start.hooks';
import { useFacilityMapData } from './facility-map.hooks';
import { placeClick } from './place-click';
import { ShadeControl } from './ShadeControl';
import { ShadeLegend } from './ShadeLegend';
import { supportsWebgl } from './webgl-support';

const MapCanvas = lazy(() => import('./MapCanvas'));

export interface FacilityMapProps {
  title: string;
  /**
   * Names the map's Map/Table switch, shading and table sort in the page's address
   * (`view.<addressKey>=table`, `shade.<addressKey>=shareAtLevel:4`); unique on its page.
   */
  addressKey: string;
  /** The selection to show (the page's filter, narrowed to a drilled place where there is one). */
  filter: WireFilter | undefined;
  /** Colours by certification level, or by whether services are available now. */
  mode: MapMode;
  /** What regions and districts are shaded by at first (the user changes it). */
  initialMeasure: ShadeMeasure;
  onPointOpen?: (point: MapFacilityPoint) => void;
  /** A click on a region (e.g. to drill the page down); it comes before `placeList` for regions. */
  onRegionOpen?: (region: PlaceProperties) => void;
  /**
   * Where a region's or district's facilities are listed (drill-through): a click on the
   * place opens it, and the table view's counts link to it (the keyboard's way). Without it a
   * click zooms to the place.
   */
  placeList?: (place: PlaceRef) => string;
}

/**
 * A facility map card: the MapLibre map (loaded with the first map) with zoom, fit and reset
 * buttons, the server's clusters and points coloured by category with a legend that switches
 * categories off, regions and districts shaded by a chosen measure with a legend of its classes,
 * a list of what is on screen (the keyboard way in), and a table view of the places. The map
 * itself starts only when its frame comes near the screen (map-start.ts).
 */
export function FacilityMap({
  title,
  addressKey,
  filter,
  mode,
  initialMeasure,
  onPointOpen,
  onRegionOpen,
  placeList,
}: FacilityMapProps) {
  const { t } = useTranslation(['maps', 'exports']);
  const texts = useMapTexts(mode);
  const titleId = useId();
  const tiles = useMapTiles();
  const [canDraw] = useState(supportsWebgl);
  const [shown, setShown] = useMapView(addressKey);
  const [hidden, setHidden] = useState<ReadonlySet<CategoryKey>>(new Set());
  const [{ measure, level }, setShade] = useShadeChoice(addressKey, initialMeasure);
  const [focused, setFocused] = useState<MapTip | null>(null);
  const controller = useRef<MapController | null>(null);
  const [frameElement, setFrameElement] = useState<HTMLElement | null>(null);
  const started = useMapStarted(frameElement);
  // The canvas starts while the answer loads (its library, WebGL and style take as long as the
  // questions), and fits the selection when the answer comes.
  const drawsWhileLoading = shown === 'map' && canDraw;
  const navigate = useNavigate();
  const { selection, camera, view, onCamera } = useMapCamera(filter);
  const frameSize = useFrameSize(frameElement);
  const map = useFacilityMapData(filter, { view, frameSize });
  const areas = useMapAreas(filter);
  const places = useMapPlaces();
  const answer = map.answer;
  const kind = (camera?.zoom ?? 0) >= DISTRICT_ZOOM ? 'district' : 'region';
  const shading = useMemo(() => shadePlaces(areas, kind, measure, level), [areas, kind, measure, level]);
  const categories = categoriesOf(mode);
  const totals = useMemo(() => categoryTotals(answer, mode), [answer, mode]);
  const total = categories.reduce(
    (sum, category) => sum + (hidden.has(category.key) ? 0 : totals[category.key]),
    0,
  );
  // Until the user moves the map it shows the fitted selection; afterwards the camera decides.
  // (only an answer for this selection: an older one's frame would become the new selection's camera)
  const frame = view === undefined && answer && map.selection === selection ? map.frame : null;
  const visible = camera?.visible ?? map.frame;
  // the marks the canvas draws (spaced apart for its zoom); without a canvas, the server's as they come
  const [drawn, setDrawn] = useState<MapMarks | null>(null);
  const marks = (shown === 'map' && started && drawn) || (answer && unspacedMarks(answer, mode, hidden));
  const onScreen = {
    points: (marks?.points ?? []).filter((point) => inBox(visible, point.longitude, point.latitude)),
    clusters: (marks?.clusters ?? []).filter((cluster) =>
      inBox(visible, cluster.longitude, cluster.latitude),
    ),
  };
  const measureName = t(`shade.${measure}`, { level });
  const describePlace = (place: PlaceProperties) => {
    const value = shading.values.get(place.key);
    return value === undefined
      ? t('tooltip.placeNoValue', { name: place.name })
      : t('tooltip.place', {
          name: place.name,
          value: `${measureName} ${texts.number(value, { maximumFractionDigits: 1 })}`,
        });
  };
  const toggle = (key: CategoryKey) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const fit = () => {
    const extent = answer?.extent;
    if (extent) controller.current?.fit([extent.west, extent.south, extent.east, extent.north]);
  };
  const imageChoices = mapImageChoices({
    title,
    picture: () => controller.current?.picture(),
    legend: () =>
      categories.map((category) => ({
        color: category.color,
        label: texts.labelled(texts.categoryName(category.key), texts.number(totals[category.key])),
      })),
    credit: tiles?.attribution,
    labels: { png: t('exports:png'), svg: t('exports:svg') },
  });
  const reset = () => {
    setHidden(new Set());
    controller.current?.fit(map.frame);
  };

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      aria-busy={map.status === 'loading'}
    >
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Group gap="xs">
          {shown === 'map' && canDraw && answer && (
            <DownloadMenu choices={imageChoices} accessibleName={t('exports:chartNamed', { name: title })} />
          )}
          <SegmentedControl
            size="xs"
            value={shown}
            onChange={(value) => setShown(value as 'map' | 'table')}
            data={[
              { value: 'map', label: t('view.map') },
              { value: 'table', label: t('view.table') },
            ]}
            aria-label={t('view.label', { title })}
            data-print="hide"
          />
        </Group>
      </Group>
      {map.status === 'failure' ? (
        <PageState data={map}>{() => null}</PageState>
      ) : !answer && !drawsWhileLoading ? (
        <SectionSkeleton shape="chart" label={t('loadingMap')} />
      ) : (
        <>
          {answer ? (
            <Text size="sm" c="gray.7" mb="sm">
              {t('summary', {
                count: total,
                total: texts.number(total),
                categories: categories
                  .map((category) =>
                    texts.labelled(texts.categoryName(category.key), texts.number(totals[category.key])),
                  )
                  .join(', '),
              })}
            </Text>
          ) : (
            // the summary's line, held while the answer loads, so the frame below does not move
            <SectionSkeleton shape="chart" label={t('loadingMap')}>
              <Text size="sm" c="gray.7" mb="sm">
                {t('loadingMap')}
              </Text>
            </SectionSkeleton>
          )}
          {shown === 'table' ? (
            <MapPlacesTable
              title={title}
              addressKey={addressKey}
              places={places}
              areas={areas}
              values={shading.values}
              shaded={measure !== 'none'}
              placeList={placeList}
            />
          ) : (
            <>
              {canDraw ? (
                <Box
                  className={classes.frame}
                  ref={setFrameElement}
                  data-map-frame=""
                  data-waiting={answer ? undefined : ''}
                >
                  {started ? (
                    <Suspense fallback={<SectionSkeleton shape="chart" label={t('loadingMap')} />}>
                      <MapCanvas
                        label={t('canvasLabel')}
                        answer={answer}
                        mode={mode}
                        hidden={hidden}
                        places={places}
                        shades={shading.colors}
                        frame={frame}
                        tiles={tiles}
                        focused={focused}
                        describe={{ point: texts.point, cluster: texts.cluster, place: describePlace }}
                        onCamera={onCamera}
                        onPointOpen={onPointOpen}
                        onPlaceOpen={(place, box) => {
                          const click = placeClick(place, {
                            drillsRegions: Boolean(onRegionOpen),
                            placeList,
                          });
                          if (click.action === 'drill') onRegionOpen?.(place);
                          else if (click.action === 'list') navigate(click.address);
                          else controller.current?.fit(box);
                        }}
                        onReady={(ready) => {
                          controller.current = ready;
                        }}
                        onMarks={setDrawn}
                      />
                    </Suspense>
                  ) : (
                    // the frame keeps its size (no layout shift) until the map comes near the screen
                    <div className={classes.canvas} data-map-canvas="" data-idle="false">
                      <Text className={classes.printNote}>{t('notStartedForPrint')}</Text>
                    </div>
                  )}
                  <div className={classes.toolbar}>
                    <MapToolbar
                      onZoomIn={() => controller.current?.zoomIn()}
                      onZoomOut={() => controller.current?.zoomOut()}
                      onFit={fit}
                      onReset={reset}
                    />
                  </div>
                </Box>
              ) : (
                <Text size="sm">{t('noWebgl')}</Text>
              )}
              {answer && (
                <>
                  <MapCategoryLegend
                    title={title}
                    categories={categories}
                    counts={totals}
                    hidden={hidden}
                    name={texts.categoryName}
                    format={texts.number}
                    onToggle={toggle}
                  />
                  <ShadeControl
                    measure={measure}
                    level={level}
                    onMeasure={(next) => setShade({ measure: next, level })}
                    onLevel={(next) => setShade({ measure, level: next })}
                  />
                  {measure !== 'none' && shading.values.size > 0 && (
                    <ShadeLegend
                      measure={measureName}
                      method={shading.method}
                      classes={shading.classes}
                      format={(value) => texts.number(value, { maximumFractionDigits: 1 })}
                      level={kind}
                    />
                  )}
                  <MapOnScreenList
                    title={title}
                    points={onScreen.points}
                    clusters={onScreen.clusters}
                    texts={texts}
                    onFocusTip={setFocused}
                    onPointOpen={onPointOpen}
                    onClusterOpen={(cluster) =>
                      controller.current?.zoomInto(cluster.longitude, cluster.latitude)
                    }
                  />
                </>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
