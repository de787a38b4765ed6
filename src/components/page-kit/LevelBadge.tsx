import { Badge } from '@mantine/core';
import { useLevelName } from './level-name.hooks';
import { LEVEL_COLORS, LEVEL_TEXT_COLORS, levelKey } from './levels';

/** A certification level as a badge: colour plus the words "Level 3" (or "Uncertified"). */
export function LevelBadge({
  level,
  size = 'md',
}: {
  level: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const levelName = useLevelName();
  const key = levelKey(level);
  return (
    <Badge size={size} color={LEVEL_COLORS[key]} autoContrast={false} c={LEVEL_TEXT_COLORS[key]} radius="sm">
      {levelName(key)}
    </Badge>
  );
}
