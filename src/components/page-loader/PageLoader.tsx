import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While a route module or its access check loads. */
export function PageLoader() {
  const { t } = useTranslation('frame');
  return (
    <Center mih="40vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
