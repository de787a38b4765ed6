import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyFacilityLinks } from './MyFacilityLinks';

/**
 * Home for a facility user: in place of the network's shares, counts and maps,
 * which mean nothing for one facility, the way to their facility's pages.
 */
export function YourFacilityCard({ facilityId, finding }: { facilityId: number | null; finding: boolean }) {
  const { t } = useTranslation('my-facility');
  return (
    <Card withBorder component="section" aria-labelledby="your-facility-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="your-facility-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('intro')}</Text>
        {facilityId !== null && <MyFacilityLinks facilityId={facilityId} onDetails={false} />}
        {facilityId === null && !finding && <Text size="sm">{t('notFound')}</Text>}
      </Stack>
    </Card>
  );
}
