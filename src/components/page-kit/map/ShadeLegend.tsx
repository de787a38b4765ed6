import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassMethod, ShadeClass } from './map-classes';
import styles from './map.module.css';

export interface ShadeLegendProps {
  /** What the places are shaded by, in words. */
  measure: string;
  method: ClassMethod;
  classes: readonly ShadeClass[];
  /** Scores as numbers, shares as percentages. */
  format: (value: number) => string;
  /** Whether regions or districts are shaded at the current zoom. */
  level: 'region' | 'district';
}

/** The choropleth's legend: each band's colour, range and number of places, and which fixed bands they are. */
export function ShadeLegend({ measure, method, classes, format, level }: ShadeLegendProps) {
  const { t } = useTranslation('maps');
  return (
    <Stack gap={4} mt="xs" role="group" aria-label={t('shade.legend', { measure })}>
      <Text size="xs" fw={600}>
        {t('shade.legend', { measure })}
      </Text>
      <Group component="ul" gap="sm" className={styles.bare}>
        {classes.map((item, index) => (
          <Group component="li" key={item.color} gap={6} wrap="nowrap">
            <span aria-hidden className={styles.band} style={{ background: item.color }} />
            <Text size="xs">
              {`${t(index < classes.length - 1 ? 'shade.range' : 'shade.rangeLast', { from: format(item.from), to: format(item.to) })} (${t('shade.places', { count: item.count })})`}
            </Text>
          </Group>
        ))}
        <Group component="li" gap={6} wrap="nowrap">
          <span aria-hidden className={styles.band} data-empty="" />
          <Text size="xs">{t('shade.noValue')}</Text>
        </Group>
      </Group>
      <Text size="xs" c="gray.7">
        {`${t(`shade.${method}`)} ${t(level === 'region' ? 'shade.regions' : 'shade.districts')}`}
      </Text>
    </Stack>
  );
}
