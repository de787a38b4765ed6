import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useThemeSource } from '../hooks/environment.hooks';

/** The environment's logo (on a light plate, whatever its colours) and the product name; links home. */
export function HeaderLogo() {
  const { t } = useTranslation('frame');
  const { logo, name } = useThemeSource();
  return (
    <Anchor component={Link} to="/" underline="never" c="white" aria-label={t('productName')}>
      <Group gap="sm" wrap="nowrap">
        {logo && <Image src={logo} alt={name ?? ''} h={36} w="auto" bg="white" p={4} radius="sm" />}
        <Text fw={700} size="lg" c="white" visibleFrom="xs" lineClamp={1}>
          {t('productName')}
        </Text>
      </Group>
    </Anchor>
  );
}
