import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '../../components/message-screen/HomeLink';
import { MessageScreen } from '../../components/message-screen/MessageScreen';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('frame');
  return (
    <MessageScreen
      icon={<IconLock size={44} stroke={1.5} />}
      title={t('notAuthorized.title')}
      message={t('notAuthorized.message')}
      actions={<HomeLink />}
    />
  );
}
