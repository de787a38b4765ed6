import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicQuery } from '../../../machines/shared/routes';
import { HiddenPageHeading } from '../../components/page-kit/HiddenPageHeading';
import { PublicCertificateCard } from '../../components/public-facility/PublicCertificateCard';
import { PublicFacilityList } from '../../components/public-facility/PublicFacilityList';
import { publicListHref } from '../../components/public-facility/public-links';

/** /public: anonymous. With a facilityId, that facility's certificate; without, the tenant's public facilities. */
export default function PublicPage({ query }: { query: PublicQuery }) {
  const { t } = useTranslation(['frame', 'common']);
  const { tenantId, facilityId, certificateId, invalidInputs } = query;
  if (invalidInputs.length > 0) {
    return (
      <>
        <HiddenPageHeading title={t('common:pageTitles.Public')} />
        <Alert color="red" icon={<IconInfoCircle />} title={t('public.invalidTitle')} maw={640}>
          <Stack gap="xs">
            <Text>{t('public.invalidMessage', { inputs: invalidInputs.join(', ') })}</Text>
            <Anchor component={Link} to={publicListHref(tenantId)}>
              {t('public.backToList')}
            </Anchor>
          </Stack>
        </Alert>
      </>
    );
  }
  if (facilityId !== undefined) {
    return (
      <PublicCertificateCard facilityId={facilityId} certificateId={certificateId} tenantId={tenantId} />
    );
  }
  return <PublicFacilityList tenantId={tenantId} />;
}
