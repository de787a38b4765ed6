import { Alert, Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app/app-services.context';
import { useRemoteData } from '../../app/hooks/remote-data.hooks';
import type { PublicFacility } from '../../../contract';
import { useFormatters } from '../page-kit/page-data.hooks';
import { pageOf } from '../page-kit/table-sort';
import { PageLoader } from '../page-loader/PageLoader';
import { publicCertificateHref } from './public-links';

const PAGE_SIZE = 20;

/** The tenant's certified facilities, a page at a time, each linking to its certificate. */
export function PublicFacilityList({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation('frame');
  const { publicData } = useAppServices();
  const remote = useRemoteData(publicData, 'publicFacilities', { tenantId });
  const [page, setPage] = useState(1);
  const format = useFormatters();

  if (remote.status === 'loading') return <PageLoader />;
  const facilities = (remote.status === 'success' ? remote.result?.data : []) as PublicFacility[];
  // Clamped: after a reload with fewer facilities the page shown still exists.
  const shown = pageOf(facilities, page, PAGE_SIZE);
  const count = format.number(facilities.length);

  return (
    <Stack gap="md">
      <Title order={1}>{t('public.listTitle')}</Title>
      {remote.status === 'failure' && (
        <Alert color="red" icon={<IconInfoCircle />} title={t('public.listFailed')}>
          <Anchor component="button" onClick={remote.retry}>
            {t('common.retry')}
          </Anchor>
        </Alert>
      )}
      {remote.status === 'empty' && <Text>{t('public.listEmpty')}</Text>}
      {facilities.length > 0 && (
        <>
          <Text c="gray.7">{t('public.listCount', { count: facilities.length, formatted: count })}</Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('public.columns.name')}</Table.Th>
                  <Table.Th>{t('public.columns.level')}</Table.Th>
                  <Table.Th>{t('public.columns.place')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.rows.map((facility) => (
                  <Table.Tr key={facility.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={publicCertificateHref(facility.id, facility.certificateId, tenantId)}
                      >
                        {facility.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" miw="max-content">
                        {t('public.level', { level: facility.awardedLevel })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{`${facility.regionName}, ${facility.countryName}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown.pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={shown.pageCount}
                value={shown.page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`public.pagination.${control}`) })}
                getItemProps={(p) => ({ 'aria-label': t('public.pagination.page', { page: p }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
