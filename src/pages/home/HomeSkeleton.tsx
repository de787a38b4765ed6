import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LEVELS, StatGrid } from '../../components/page-kit';

/**
 * Heights of Home's cards as drawn at 1440 px (a figure with a one-line hint, the level chart,
 * a map): close enough that the recent assessments start where they will stay.
 */
const FIGURE_HEIGHT = 107;
const LEVEL_CHART_HEIGHT = 367;
/** A map beside another, or alone across the page. */
const MAP_SIDE_HEIGHT = 533;
const MAP_STACKED_HEIGHT = 455;

/** `count` placeholder blocks of one height. */
const blocks = (count: number, height: number) =>
  Array.from({ length: count }, (_, place) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are never reordered
    <Skeleton key={place} height={height} radius="md" />
  ));

/**
 * Home's placeholder while its figures load: the same grids of figure cards, the level chart and
 * the maps at their final sizes, so "Recently assessed facilities" below does not jump down when
 * they arrive (cumulative layout shift at most 0.02).
 */
export function HomeSkeleton({ extended, maps }: { extended: boolean; maps: number }) {
  // As HomeFigures: four headline figures, the level chart, one figure per level and three more with extended KPIs.
  return (
    <Stack gap="md">
      <StatGrid>{blocks(4, FIGURE_HEIGHT)}</StatGrid>
      <Skeleton height={LEVEL_CHART_HEIGHT} radius="md" />
      <StatGrid>{blocks(LEVELS.length + (extended ? 3 : 0), FIGURE_HEIGHT)}</StatGrid>
      {maps > 0 && (
        <SimpleGrid cols={{ base: 1, md: maps }} spacing="sm">
          {blocks(maps, maps > 1 ? MAP_SIDE_HEIGHT : MAP_STACKED_HEIGHT)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
