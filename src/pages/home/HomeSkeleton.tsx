import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LEVELS } from '../../components/page-kit';

/**
 * Heights of Home's cards as drawn at 1440 px (a figure with a one-line hint, the level chart,
 * a map): close enough that the recent assessments start where they will stay.
 */
const FIGURE_HEIGHT = 107;
const LEVEL_CHART_HEIGHT = 367;
const MAP_HEIGHT = { side: 533, stacked: 455 };

/** Names for `count` placeholder blocks of one kind (their React keys). */
const slots = (kind: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${kind}-${index}`);

/**
 * Home's placeholder while its figures load: the same grid of figure cards, the level chart and
 * the maps at their final sizes, so "Recently assessed facilities" below does not jump down when
 * they arrive (cumulative layout shift at most 0.02).
 */
export function HomeSkeleton({ extended, maps }: { extended: boolean; maps: number }) {
  // As HomeFigures: four headline figures, one per level, and three more with extended KPIs.
  const figures = 4 + LEVELS.length + (extended ? 3 : 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {slots('figure', figures).map((slot) => (
          <Skeleton key={slot} height={FIGURE_HEIGHT} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={LEVEL_CHART_HEIGHT} radius="md" />
      {maps > 0 && (
        <SimpleGrid cols={{ base: 1, md: maps }} spacing="sm">
          {slots('map', maps).map((slot) => (
            <Skeleton key={slot} height={maps > 1 ? MAP_HEIGHT.side : MAP_HEIGHT.stacked} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
