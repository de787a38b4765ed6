import { Alert, Button, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The Sign in button, and beside it why the last attempt could not start (storage blocked,
 * provider unreachable), so pressing it is never met with silence.
 */
export function SignInAction({ onSignIn, error }: { onSignIn: () => void; error?: string | null }) {
  const { t } = useTranslation('frame');
  return (
    <Stack align="center" gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert" title={t('signIn.failedTitle')} maw={420}>
          {error}
        </Alert>
      )}
      <Button size="md" onClick={onSignIn} leftSection={<IconLogin size={18} aria-hidden />}>
        {t('signIn.button')}
      </Button>
    </Stack>
  );
}
