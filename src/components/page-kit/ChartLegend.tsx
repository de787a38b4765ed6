import { Group, Text } from '@mantine/core';
import classes from './page-kit.module.css';

export interface LegendItem {
  label: string;
  color: string;
  /** A dash pattern (SVG stroke-dasharray) drawn in the swatch, matching the series' line. */
  dash?: string;
}

/** A legend as a plain list: each series' colour, its line pattern and its name in text. */
export function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <Group component="ul" gap="md" className={classes.legend} aria-label={label}>
      {items.map((item) => (
        <Group component="li" key={item.label} gap={6} wrap="nowrap">
          <svg width="22" height="12" aria-hidden="true">
            {item.dash === undefined ? (
              <rect
                x="1"
                y="1"
                width="20"
                height="10"
                rx="2"
                fill={item.color}
                stroke="#495057"
                strokeWidth="0.5"
              />
            ) : (
              <line
                x1="0"
                y1="6"
                x2="22"
                y2="6"
                stroke={item.color}
                strokeWidth="3"
                strokeDasharray={item.dash}
              />
            )}
          </svg>
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
