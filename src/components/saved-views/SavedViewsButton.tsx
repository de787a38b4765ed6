import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBookmarks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSavedViewsEvents } from '../../app/hooks/saved-views.hooks';
import { BREAKPOINTS } from '../../app/theme/create-portal-theme';
import { SavedViewsPanel } from './SavedViewsPanel';

/**
 * The header's "Saved views" button and its dialog (full screen on a phone). Opening a view
 * closes the dialog; the dialog returns focus to the button when it closes.
 */
export function SavedViewsButton() {
  const { t } = useTranslation('views');
  const { dismissIssue } = useSavedViewsEvents();
  // A message belongs to the visit of the dialog that showed it.
  const [opened, { open, close }] = useDisclosure(false, { onClose: dismissIssue });
  const aboveXs = useMediaQuery(`(min-width: ${BREAKPOINTS.xs})`, true, { getInitialValueInEffect: false });
  return (
    <>
      <Button
        variant="subtle"
        color="gray.0"
        px="xs"
        leftSection={<IconBookmarks size={18} aria-hidden />}
        onClick={open}
        aria-label={t('button')}
        aria-haspopup="dialog"
      >
        <Text size="sm" visibleFrom="sm" span>
          {t('button')}
        </Text>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('title')}
        fullScreen={!aboveXs}
        closeButtonProps={{ 'aria-label': t('close') }}
        // The dialog's header is no second banner (as the facility popup's).
        attributes={{ header: { role: 'presentation' } }}
      >
        <SavedViewsPanel onOpen={close} />
      </Modal>
    </>
  );
}
