import { Alert, Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { Link } from 'react-router-dom';
import { useRemoteData } from '../../app/hooks/remote-data.hooks';
import { useFormatters } from '../page-kit/page-data.hooks';
import { HiddenPageHeading } from '../page-kit/HiddenPageHeading';
import { PageLoader } from '../page-loader/PageLoader';
import { publicListHref } from './public-links';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

interface PublicCertificateCardProps {
  facilityId: number;
  certificateId?: number;
  tenantId?: string;
}

/** One facility's public certificate: name, level, validity and thumbnail. */
export function PublicCertificateCard({ facilityId, certificateId, tenantId }: PublicCertificateCardProps) {
  const { t } = useTranslation('frame');
  const remote = useRemoteData('publicData', 'publicFacility', { facilityId, certificateId, tenantId });
  const format = useFormatters();
  const label = useReferenceLabel();
  const backToList = (
    <Anchor component={Link} to={publicListHref(tenantId)}>
      {t('public.backToList')}
    </Anchor>
  );

  if (remote.status === 'loading') return <PageLoader />;
  if (remote.status !== 'success' || !remote.result) {
    return (
      <>
        <HiddenPageHeading title={t('common:pageTitles.Public')} />
        <Alert color="red" icon={<IconInfoCircle />} title={t('public.notFoundTitle')}>
          <Stack gap="xs">
            <Text>{t('public.notFoundMessage', { facilityId })}</Text>
            {backToList}
          </Stack>
        </Alert>
      </>
    );
  }

  const facility = remote.result.data;
  const thumbnail = remote.result.options.thumbnailUrl;
  return (
    <Stack gap="md" maw={640}>
      {backToList}
      <Card withBorder shadow="sm" padding="lg" component="article" aria-labelledby="certificate-title">
        {thumbnail && (
          <Card.Section>
            <Image
              src={thumbnail}
              alt={t('public.thumbnailAlt', { name: facility.name })}
              h={200}
              fit="cover"
            />
          </Card.Section>
        )}
        <Stack gap="xs" mt={thumbnail ? 'md' : 0}>
          {/* On a phone the level badge moves under a long name instead of squeezing it. */}
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Title order={1} size="h2" id="certificate-title" style={{ overflowWrap: 'anywhere' }}>
              {facility.name}
            </Title>
            <Badge size="lg" leftSection={<IconCertificate size={16} aria-hidden />}>
              {t('public.level', { level: facility.awardedLevel })}
            </Badge>
          </Group>
          <Text c="gray.7">
            {[
              label('categories', facility.categoryName),
              facility.districtName,
              facility.regionName,
              facility.countryName,
            ].join(' · ')}
          </Text>
          <Text>
            {t('public.validity', {
              from: format.date(facility.certificateValidFrom, LONG_DATE),
              to: format.date(facility.certificateValidTo, LONG_DATE),
            })}
          </Text>
          <Badge color={facility.isCertActive ? 'teal.9' : 'gray.7'} variant="filled">
            {facility.isCertActive ? t('public.certActive') : t('public.certInactive')}
          </Badge>
        </Stack>
      </Card>
    </Stack>
  );
}
