import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../page-data.hooks';
import type { CategoryKey, MapCategory } from './map-categories';
import classes from './map.module.css';

export interface MapCategoryLegendProps {
  /** The map's title, in the legend's name: each map's legend has its own (a page may have two). */
  title: string;
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
  title,
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
    <Group component="fieldset" gap="md" mt="xs" className={classes.bare}>
      <legend className={classes.unseen}>{t('categories.legend', { title })}</legend>
      {categories.map((category) => (
        <Checkbox
          key={category.key}
          size="xs"
          checked={!hidden.has(category.key)}
          onChange={() => onToggle(category.key)}
          label={
            <Group gap={6} wrap="nowrap" component="span">
              <span aria-hidden className={classes.dot} style={{ background: category.color }} />
              {labelled(name(category.key), format(counts[category.key] ?? 0))}
            </Group>
          }
        />
      ))}
    </Group>
  );
}
