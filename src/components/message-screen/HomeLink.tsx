import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "Go to the home page": the way out of every dead end. */
export function HomeLink() {
  const { t } = useTranslation('frame');
  return (
    <Button component={Link} to="/">
      {t('common.goHome')}
    </Button>
  );
}
