import { Button } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../components/message-screen/MessageScreen';

function CrashScreen() {
  const { t } = useTranslation('frame');
  return (
    <MessageScreen
      fullScreen
      role="alert"
      icon={<IconBug size={44} stroke={1.5} />}
      title={t('crash.title')}
      message={t('crash.message')}
      actions={<Button onClick={() => window.location.assign('/')}>{t('common.goHome')}</Button>}
    />
  );
}

/** A rendering error shows a recoverable screen, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The portal hit an unexpected error.', error);
  }

  render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
