import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../page-data.hooks';
import type { CategoryKey, MapCategory } from './map-categories';

export interface MapCategoryLegendProps {
  categories: readonly MapCategory[];
  /** Facilities per category in the current answer. */
  counts: Readonly<Record<CategoryKey, number>>;
  hidden: ReadonlySet<CategoryKey>;
  name: (key: CategoryKey) => string;
  format: (value: number) => string;
  onToggle: (key: CategoryKey) => void;
}

/** The legend of the facility colours; each entry is a checkbox that shows or hides its category on the map. */
export function MapCategoryLegend({
  categories,
  counts,
  hidden,
  name,
  format,
  onToggle,
}: MapCategoryLegendProps) {
  const { t } = useTranslation('maps');
  const { labelled } = useFormatters();
  return (
    <Group component="fieldset" gap="md" mt="xs" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('categories.legend')}
      </legend>
      {categories.map((category) => (
        <Checkbox
          key={category.key}
          size="xs"
          checked={!hidden.has(category.key)}
          onChange={() => onToggle(category.key)}
          label={
            <Group gap={6} wrap="nowrap" component="span">
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  background: category.color,
                  border: '1px solid #212529',
                }}
              />
              {labelled(name(category.key), format(counts[category.key] ?? 0))}
            </Group>
          }
        />
      ))}
    </Group>
  );
}
