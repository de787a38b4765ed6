import { ActionIcon, Stack } from '@mantine/core';
import { IconFocusCentered, IconHome, IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface MapToolbarProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onReset: () => void;
}

/** Zoom in and out, fit to the filtered facilities, back to the starting view: buttons with names, over the map. */
export function MapToolbar({ onZoomIn, onZoomOut, onFit, onReset }: MapToolbarProps) {
  const { t } = useTranslation('maps');
  const buttons = [
    { key: 'zoomIn', icon: IconPlus, action: onZoomIn },
    { key: 'zoomOut', icon: IconMinus, action: onZoomOut },
    { key: 'fit', icon: IconFocusCentered, action: onFit },
    { key: 'reset', icon: IconHome, action: onReset },
  ] as const;
  return (
    <Stack gap={4} role="group" aria-label={t('controls.label')}>
      {buttons.map(({ key, icon: Icon, action }) => (
        <ActionIcon
          key={key}
          variant="default"
          size="lg"
          aria-label={t(`controls.${key}`)}
          title={t(`controls.${key}`)}
          onClick={action}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
    </Stack>
  );
}
