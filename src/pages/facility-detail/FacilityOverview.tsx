import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconBabyCarriage, IconChartBar, IconCheck, IconPhotoOff, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import type { FacilityDetailsRow } from '../../../contract';
import { ROUTES } from '../../../machines/shared/routes';
import { useMayComparePeers } from '../../app/hooks/access.hooks';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { type Field, FieldGrid } from '../../components/field-grid/FieldGrid';
import { LevelBadge, STATUS_COLORS, useFormatters } from '../../components/page-kit';
import { useThumbnail } from './facility-calls.hooks';
import { isCertificateValid } from './facility-certificate';

const FLAGS = ['isCertActive', 'isSelfActive', 'isEntryActive'] as const;

function Thumbnail({ facilityId, name }: { facilityId: number; name: string }) {
  const { t } = useTranslation('facility');
  const thumbnail = useThumbnail(facilityId);
  const url = thumbnail.result?.data[0];
  // The object URL holds the image in memory until revoked.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (thumbnail.status === 'success' && url) {
    return (
      <Image src={url} alt={t('overview.thumbnailAlt', { name })} radius="md" h={160} w={220} fit="cover" />
    );
  }
  return (
    <Stack w={220} h={160} align="center" justify="center" bg="gray.1" style={{ borderRadius: 8 }}>
      <IconPhotoOff aria-hidden />
      <Text size="xs" c="gray.7">
        {thumbnail.status === 'loading' ? t('overview.thumbnailLoading') : t('overview.noThumbnail')}
      </Text>
    </Stack>
  );
}

/** Who and where the facility is, its certificate, the three active flags and the way to MomCare and benchmarking. */
export function FacilityOverview({ facility }: { facility: FacilityDetailsRow }) {
  const { t } = useTranslation(['facility', 'pages-common']);
  const format = useFormatters();
  const label = useReferenceLabel();
  const today = new Date().toISOString().slice(0, 10);
  const valid = isCertificateValid(facility.certificateValidTo, today);
  // A user who may not open Benchmarking (a facility user of the seed) gets no link to Not Authorized.
  const mayBenchmark = useMayComparePeers();
  const fields: Field[] = [
    [t('facility:overview.code'), facility.code],
    [t('facility:overview.category'), label('categories', facility.categoryName)],
    [
      t('facility:overview.group'),
      facility.facilityGroupName ? label('facilityGroups', facility.facilityGroupName) : '—',
    ],
    [
      t('facility:overview.location'),
      [facility.districtName, facility.regionName, facility.countryName].join(', '),
    ],
    [
      t('facility:overview.latestScore'),
      facility.latestScore === null
        ? '—'
        : t('facility:overview.scoreInYear', {
            score: format.score(facility.latestScore),
            year: facility.latestAssessmentYear,
          }),
    ],
    [
      t('facility:overview.certificate'),
      facility.certificateValidFrom && facility.certificateValidTo
        ? t('facility:overview.validity', {
            from: format.date(facility.certificateValidFrom),
            to: format.date(facility.certificateValidTo),
          })
        : t('facility:overview.noCertificate'),
    ],
  ];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('facility:overview.title')}>
      <Group align="flex-start" gap="lg">
        <Thumbnail facilityId={facility.id} name={facility.name} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Group gap="xs">
            <LevelBadge level={facility.awardedLevel} size="lg" />
            {facility.certificateValidTo && (
              <Badge color={valid ? STATUS_COLORS.positive : STATUS_COLORS.negative} variant="filled">
                {valid ? t('facility:overview.valid') : t('facility:overview.expired')}
              </Badge>
            )}
            <Badge
              color={facility.isActive ? STATUS_COLORS.positive : STATUS_COLORS.neutral}
              variant="outline"
            >
              {facility.isActive ? t('pages-common:active.active') : t('pages-common:active.inactive')}
            </Badge>
          </Group>
          <FieldGrid fields={fields} cols={{ base: 1, sm: 2 }} />
          <Group
            gap="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('facility:flags.title')}
          >
            {FLAGS.map((flag) => (
              <Group key={flag} gap={4} component="li" wrap="nowrap">
                {facility[flag] ? (
                  <IconCheck size={16} color={STATUS_COLORS.positive} aria-hidden />
                ) : (
                  <IconX size={16} color={STATUS_COLORS.negative} aria-hidden />
                )}
                <Text size="sm">
                  {t(`facility:flags.${flag}`)}:{' '}
                  {facility[flag] ? t('facility:flags.yes') : t('facility:flags.no')}
                </Text>
              </Group>
            ))}
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={generatePath(ROUTES.MomCare.path, { facilityId: String(facility.id) })}
              variant="light"
              leftSection={<IconBabyCarriage size={16} aria-hidden />}
            >
              {t('facility:links.momCare')}
            </Button>
            {mayBenchmark && (
              <Button
                component={Link}
                to={`${ROUTES.Benchmarking.path}?facilityId=${facility.id}`}
                variant="light"
                leftSection={<IconChartBar size={16} aria-hidden />}
              >
                {t('facility:links.benchmarking')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
