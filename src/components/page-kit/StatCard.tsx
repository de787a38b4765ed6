import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STATUS_COLORS } from './status-colors';

export interface StatTrend {
  /** Sign decides the arrow and wording; the text says it in words too. */
  value: number;
  text: string;
}

export interface StatCardProps {
  label: string;
  value: string;
  /** A short line under the figure (context, denominator). */
  hint?: ReactNode;
  trend?: StatTrend;
  icon?: ReactNode;
}

function TrendLine({ trend }: { trend: StatTrend }) {
  const Icon = trend.value > 0 ? IconArrowUpRight : trend.value < 0 ? IconArrowDownRight : IconMinus;
  const color =
    trend.value > 0
      ? STATUS_COLORS.positive
      : trend.value < 0
        ? STATUS_COLORS.negative
        : STATUS_COLORS.neutral;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="xs" c={color} fw={600}>
        {trend.text}
      </Text>
    </Group>
  );
}

/** A headline figure: label, value, and optionally a hint and a trend that is stated in words. */
export function StatCard({ label, value, hint, trend, icon }: StatCardProps) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={`${label}: ${value}`}
      miw={0}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
          {label}
        </Text>
        {icon}
      </Group>
      <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {trend && <TrendLine trend={trend} />}
      {hint && (
        <Text size="xs" c="gray.7" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

/**
 * Headline figures side by side: two columns on phones (issue 17), `columns` from the md breakpoint.
 * The grid's items may shrink below their content, so a long figure wraps instead of widening the page.
 */
export function StatGrid({ columns = 4, children }: { columns?: 3 | 4; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, md: columns }} spacing="sm" data-stat-grid>
      {children}
    </SimpleGrid>
  );
}
