import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { drawEveryMap } from '../page-kit/map/map-start';

/**
 * Opens the browser's print dialog (where "Save as PDF" is); the print layout does the rest.
 * Maps that have not come near the screen start first and are drawn before the dialog opens.
 */
export function PrintButton() {
  const { t } = useTranslation('print');
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPrinter size={14} aria-hidden />}
      onClick={async () => {
        await drawEveryMap();
        window.print();
      }}
      data-print="hide"
    >
      {t('button')}
    </Button>
  );
}
