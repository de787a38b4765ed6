import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { PageHeader } from '../page-kit/PageHeader';

/**
 * In place of a page whose tab toggle is off (docs/ui.md, "Gating"): a link or saved view to it
 * says why it is not shown and leads Home, never a silent Home. `unchecked`: the toggles could
 * not be loaded (a failure, or offline), so the portal cannot tell whether the page is on.
 */
export default function TabOffNotice({ name, unchecked }: { name: RouteName; unchecked: boolean }) {
  const { t } = useTranslation(['facility-network', 'frame']);
  const page = t(`frame:routes.${name}`);
  return (
    <>
      <PageHeader title={page} printable={false} />
      <Alert
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title={t(unchecked ? 'facility-network:tabOff.uncheckedTitle' : 'facility-network:tabOff.title', {
          page,
        })}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t(unchecked ? 'facility-network:tabOff.unchecked' : 'facility-network:tabOff.why')}
          </Text>
          <Anchor component={Link} to={ROUTES.Home.path} fw={600}>
            {t('facility-network:tabOff.link')}
          </Anchor>
        </Stack>
      </Alert>
    </>
  );
}
