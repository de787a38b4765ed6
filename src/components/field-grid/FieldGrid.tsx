import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';

/** A label and its value, as a facility's summary lists them. */
export type Field = readonly [label: string, value: string];

/** Labelled values in a grid: a small grey label above each value. */
export function FieldGrid({ fields, ...grid }: { fields: readonly Field[] } & SimpleGridProps) {
  return (
    <SimpleGrid spacing="xs" {...grid}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="gray.7">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
