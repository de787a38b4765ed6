import {
  Alert,
  Anchor,
  Badge,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LEVELS } from '../page-kit/levels';
import { useFormatters } from '../page-kit/page-data.hooks';
import { PageLoader } from '../page-loader/PageLoader';
import { publicCertificateHref } from './public-links';
import { usePublicFacilityPage } from './public-facility-page.hooks';

/**
 * The tenant's certified facilities, searched and paged on the server, each linking to its
 * certificate; two of the same name are told apart by their code and district. An unknown tenant
 * is a final answer (no retry).
 */
export function PublicFacilityList({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation(['frame', 'analysis']);
  const list = usePublicFacilityPage(tenantId);
  const format = useFormatters();
  const firstLoad = list.status === 'loading' && list.facilities.length === 0 && list.total === 0;

  return (
    <Stack gap="md">
      <Title order={1}>{t('public.listTitle')}</Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('public.searchLabel')}
          placeholder={t('analysis:public.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <NativeSelect
          label={t('analysis:public.levelLabel')}
          value={list.level === undefined ? '' : String(list.level)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            list.setLevel(value === '' ? undefined : Number(value));
          }}
          data={[
            { value: '', label: t('analysis:public.allLevels') },
            ...LEVELS.map((level) => ({ value: String(level), label: t('public.level', { level }) })),
          ]}
        />
      </Group>
      {firstLoad && <PageLoader />}
      {list.unknownTenant && (
        <Alert color="gray" icon={<IconInfoCircle />} title={t('public.unknownTenantTitle')} role="status">
          {t('public.unknownTenant', { tenantId })}
        </Alert>
      )}
      {list.status === 'failure' && (
        <Alert color="red" icon={<IconInfoCircle />} title={t('public.listFailed')}>
          <Anchor component="button" onClick={list.retry}>
            {t('common.retry')}
          </Anchor>
        </Alert>
      )}
      {list.status === 'success' && list.total === 0 && !list.unknownTenant && (
        <Text role="status">
          {list.searchedFor
            ? t('public.noMatch', { search: list.searchedFor })
            : list.level !== undefined
              ? t('analysis:public.noLevelMatch', { level: list.level })
              : t('public.listEmpty')}
        </Text>
      )}
      {list.facilities.length > 0 && (
        <>
          <Text c="gray.7" role="status">
            {t('public.listCount', { count: list.total, formatted: format.number(list.total) })}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover aria-busy={list.status === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('public.columns.name')}</Table.Th>
                  <Table.Th>{t('public.columns.level')}</Table.Th>
                  <Table.Th>{t('public.columns.place')}</Table.Th>
                  <Table.Th>{t('public.columns.code')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.facilities.map((facility) => (
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
                    <Table.Td>{`${facility.districtName}, ${facility.regionName}, ${facility.countryName}`}</Table.Td>
                    <Table.Td>{facility.code}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={list.pageCount}
                value={Math.min(list.page, list.pageCount)}
                onChange={list.setPage}
                getControlProps={(control) => ({ 'aria-label': t(`public.pagination.${control}`) })}
                // the page numbers in the culture's digits, as every other number
                getItemProps={(p) => ({
                  'aria-label': t('public.pagination.page', { page: format.number(p) }),
                  children: format.number(p),
                })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
