import { ActionIcon, Group, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

interface Props {
  /** The diagram's name: each diagram's toolbar is told apart by it (a page shows two). */
  diagram: string;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** Buttons for the diagram's zoom; the frame itself also takes + - 0 and the arrow keys. */
export function DiagramZoomControls({ diagram, zoom, onZoomIn, onZoomOut, onReset }: Props) {
  const { t } = useTranslation('inspector');
  return (
    <Group gap="xs" role="toolbar" aria-label={t('zoom.toolbar', { diagram })}>
      <ActionIcon
        variant="default"
        onClick={onZoomOut}
        disabled={zoom <= MIN_ZOOM}
        aria-label={t('zoom.out')}
      >
        <IconZoomOut size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" onClick={onZoomIn} disabled={zoom >= MAX_ZOOM} aria-label={t('zoom.in')}>
        <IconZoomIn size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" onClick={onReset} aria-label={t('zoom.reset')}>
        <IconZoomReset size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm" aria-live="polite">
        {t('zoom.level', { percent: Math.round(zoom * 100) })}
      </Text>
    </Group>
  );
}
