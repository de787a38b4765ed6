import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../components/message-screen/MessageScreen';

interface StartGateProps {
  /** Start-up failed (configuration could not load): explain and offer a retry. */
  failed: boolean;
  errorMessage?: string | null;
  onRetry: () => void;
}

/** Shown instead of the routed view until routes may render (spec section 2, application start). */
export default function StartGatePage({ failed, errorMessage, onRetry }: StartGateProps) {
  const { t } = useTranslation('frame');
  return (
    <MessageScreen
      fullScreen
      role={failed ? 'alert' : 'status'}
      icon={<IconCloudOff size={44} stroke={1.5} />}
      title={failed ? t('startGate.failedTitle') : t('startGate.loadingTitle')}
      message={failed ? (errorMessage ?? t('startGate.failedMessage')) : t('startGate.loadingMessage')}
      actions={failed && <Button onClick={onRetry}>{t('startGate.retry')}</Button>}
    />
  );
}
