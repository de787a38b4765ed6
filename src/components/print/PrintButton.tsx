import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the browser's print dialog (where "Save as PDF" is); the print layout does the rest. */
export function PrintButton() {
  const { t } = useTranslation('print');
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPrinter size={14} aria-hidden />}
      onClick={() => window.print()}
      data-print="hide"
    >
      {t('button')}
    </Button>
  );
}
