import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Heights as drawn at 1440 px with the seed's few places: figure cards, the table, the charts. */
const FIGURE_HEIGHT = 107;
const TABLE_HEIGHT = 300;
const CHARTS_HEIGHT = 360;

/**
 * Network Level's placeholder while a level loads: its figures, table and charts at about their
 * final sizes, so the map below starts where it will stay (no layout shift).
 */
export function NetworkSkeleton() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={FIGURE_HEIGHT} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={TABLE_HEIGHT} radius="md" />
      <Skeleton height={CHARTS_HEIGHT} radius="md" />
    </Stack>
  );
}
