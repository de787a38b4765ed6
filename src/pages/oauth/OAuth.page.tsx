import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionEvents, useSessionView } from '../../app/hooks/session.hooks';
import { MessageScreen } from '../../components/message-screen/MessageScreen';
import { PageLoader } from '../../components/page-loader/PageLoader';

/**
 * /oauth: completes the sign-in redirect once (the session machine then sends the user back).
 * If it cannot complete (state mismatch, no matching state, authority mismatch, missing subject,
 * popup closed or blocked, failed renewal) it says so with one button to start again: no loop.
 */
export default function OAuthPage() {
  const { t } = useTranslation('frame');
  const { signInError } = useSessionView();
  const { ready, completeSignIn, retry } = useSessionEvents();
  const started = useRef(false);

  useEffect(() => {
    // The callback's code and state are single-use: StrictMode's second effect run must not resend.
    if (started.current || !ready) return;
    started.current = true;
    completeSignIn(window.location.href);
  }, [ready, completeSignIn]);

  if (!signInError) return <PageLoader />;
  return (
    <MessageScreen
      fullScreen
      role="alert"
      icon={<IconAlertTriangle size={44} stroke={1.5} />}
      title={t('oauth.failedTitle')}
      message={t('oauth.failedMessage', { reason: signInError })}
      actions={<Button onClick={retry}>{t('oauth.startAgain')}</Button>}
    />
  );
}
