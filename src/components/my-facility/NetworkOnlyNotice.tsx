import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { facilityDetailPath } from '../../../machines/my-facility/my-facility.rules';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { useMyFacility } from '../../app/hooks/my-facility.hooks';
import { PageHeader } from '../page-kit/PageHeader';

/**
 * In place of a network-only page opened by a facility user (NETWORK_ONLY_ROUTES, docs/ui.md): the
 * page would compare their one facility with itself, so it says why it is not shown and leads to
 * their facility's page (Home, with its Your facility card, while the facility is not known).
 */
export function NetworkOnlyNotice({ name }: { name: RouteName }) {
  const { t } = useTranslation(['facility-network', 'frame']);
  const { facilityId } = useMyFacility();
  const page = t(`frame:routes.${name}`);
  return (
    <>
      <PageHeader title={page} printable={false} />
      <Alert
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title={t('facility-network:notice.title', { page })}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('facility-network:notice.why')}</Text>
          <Text size="sm">{t('facility-network:notice.instead')}</Text>
          <Anchor
            component={Link}
            to={facilityId === null ? ROUTES.Home.path : facilityDetailPath(facilityId)}
            fw={600}
          >
            {t('facility-network:notice.link')}
          </Anchor>
        </Stack>
      </Alert>
    </>
  );
}
