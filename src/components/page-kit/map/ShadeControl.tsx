import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '../levels';
import { SHADE_MEASURES, type ShadeMeasure } from './map-classes';

export interface ShadeControlProps {
  measure: ShadeMeasure;
  level: number;
  onMeasure: (measure: ShadeMeasure) => void;
  onLevel: (level: number) => void;
}

/** Chooses what regions and districts are shaded by; the share at level N also asks for N. */
export function ShadeControl({ measure, level, onMeasure, onLevel }: ShadeControlProps) {
  const { t } = useTranslation('maps');
  return (
    <Group gap="xs" align="flex-end" mt="xs" data-print="hide">
      <Select
        size="xs"
        label={t('shade.label')}
        value={measure}
        allowDeselect={false}
        onChange={(value) => value && onMeasure(value as ShadeMeasure)}
        data={SHADE_MEASURES.map((value) => ({ value, label: t(`shade.${value}`, { level: 'N' }) }))}
      />
      {measure === 'shareAtLevel' && (
        <Select
          size="xs"
          w={110}
          label={t('shade.level')}
          value={String(level)}
          allowDeselect={false}
          onChange={(value) => value && onLevel(Number(value))}
          data={LEVELS.map((value) => String(value))}
        />
      )}
    </Group>
  );
}
