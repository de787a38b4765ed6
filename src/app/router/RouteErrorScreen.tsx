import { Button, Group } from '@mantine/core';
import { IconBug, IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { MessageScreen } from '../../components/message-screen/MessageScreen';
import { isModuleLoadFailure } from './route-error';

/** Loads the page again: the saved filter, language and session come back from storage. */
const reload = () => window.location.reload();

/**
 * Every route's error element, so React Router's developer page can never show. A page whose code
 * did not load offers Retry and retries by itself as soon as the browser is back online; any other
 * error offers the way home.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('frame');
  const moduleMissing = isModuleLoadFailure(error);
  useEffect(() => {
    if (!moduleMissing) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [moduleMissing]);
  useEffect(() => {
    if (!moduleMissing) console.error('The portal hit an unexpected error.', error);
  }, [error, moduleMissing]);
  if (moduleMissing) {
    return (
      <MessageScreen
        role="alert"
        icon={<IconCloudOff size={44} stroke={1.5} />}
        title={t('loadFailed.title')}
        message={t('loadFailed.message')}
        actions={<Button onClick={reload}>{t('loadFailed.retry')}</Button>}
      />
    );
  }
  return (
    <MessageScreen
      role="alert"
      icon={<IconBug size={44} stroke={1.5} />}
      title={t('crash.title')}
      message={t('crash.message')}
      actions={
        <Group>
          <Button onClick={() => window.location.assign('/')}>{t('common.goHome')}</Button>
        </Group>
      }
    />
  );
}
