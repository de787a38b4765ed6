import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../components/message-screen/MessageScreen';
import { SignInAction } from '../../components/sign-in/SignInAction';

interface StartGateProps {
  /** Start-up failed (configuration could not load): explain and offer a retry. */
  failed: boolean;
  errorMessage?: string | null;
  onRetry: () => void;
  /** Signed out, the gate waits for an environment only a sign-in brings: offer it. */
  onSignIn?: () => void;
  /** Why the last sign-in could not start, shown beside the button. */
  signInError?: string | null;
  /** The signed-out screen's heading and sentence (they name the product at the root address). */
  signInWords?: { title: string; message: string };
}

/** Shown instead of the routed view until routes may render (spec section 2, application start). */
export default function StartGatePage({
  failed,
  errorMessage,
  onRetry,
  onSignIn,
  signInError,
  signInWords,
}: StartGateProps) {
  const { t } = useTranslation('frame');
  const icon = <IconCloudOff size={44} stroke={1.5} />;
  if (failed) {
    return (
      <MessageScreen
        fullScreen
        role="alert"
        icon={icon}
        title={t('startGate.failedTitle')}
        message={errorMessage ?? t('startGate.failedMessage')}
        actions={<Button onClick={onRetry}>{t('startGate.retry')}</Button>}
      />
    );
  }
  return (
    <MessageScreen
      fullScreen
      role="status"
      icon={icon}
      title={onSignIn ? (signInWords?.title ?? t('signIn.title')) : t('startGate.loadingTitle')}
      message={onSignIn ? (signInWords?.message ?? t('signIn.message')) : t('startGate.loadingMessage')}
      actions={onSignIn && <SignInAction onSignIn={onSignIn} error={signInError} />}
    />
  );
}
