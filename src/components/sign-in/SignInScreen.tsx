import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionEvents } from '../../app/hooks/session.hooks';
import { MessageScreen } from '../message-screen/MessageScreen';

/** What a signed-out visitor of a main route sees: one button that starts sign-in (no automatic redirect, so no loop). */
export function SignInScreen() {
  const { t } = useTranslation('frame');
  const { signIn } = useSessionEvents();
  return (
    <MessageScreen
      icon={<IconLogin size={44} stroke={1.5} />}
      title={t('signIn.title')}
      message={t('signIn.message')}
      actions={
        <Button size="md" onClick={signIn} leftSection={<IconLogin size={18} aria-hidden />}>
          {t('signIn.button')}
        </Button>
      }
    />
  );
}
