import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../machines/shared/routes';

/** Stand-in for an analytics page until its own module replaces it: its title and the inputs it received. */
export function PagePlaceholder({
  routeName,
  inputs,
}: {
  routeName: RouteName;
  inputs?: Record<string, unknown>;
}) {
  const { t } = useTranslation('frame');
  return (
    <Stack gap="xs">
      <Title order={1}>{t(`routes.${routeName}`)}</Title>
      <Text c="gray.7">{t('placeholder.comingSoon')}</Text>
      {inputs &&
        Object.entries(inputs).map(([name, value]) => (
          <Text key={name} size="sm">
            {name}: {String(value)}
          </Text>
        ))}
    </Stack>
  );
}
