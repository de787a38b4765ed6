import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '../../components/message-screen/HomeLink';
import { MessageScreen } from '../../components/message-screen/MessageScreen';

export default function NotFoundPage() {
  const { t } = useTranslation('frame');
  return (
    <MessageScreen
      icon={<IconMapQuestion size={44} stroke={1.5} />}
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={<HomeLink />}
    />
  );
}
