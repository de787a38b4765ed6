import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLORS, LEVEL_TEXT_COLORS, levelKey } from './levels';

/** A certification level as a badge: colour plus the words "Level 3" (or "Uncertified"). */
export function LevelBadge({
  level,
  size = 'md',
}: {
  level: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('pages-common');
  const key = levelKey(level);
  return (
    <Badge size={size} color={LEVEL_COLORS[key]} autoContrast={false} c={LEVEL_TEXT_COLORS[key]} radius="sm">
      {key === 'none' ? t('level.none') : t('level.named', { level: key })}
    </Badge>
  );
}
