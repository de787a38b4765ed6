import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listWireFilter } from '../../../machines/facility-list/list-wire-filter';
import { FacilityExportButton } from '../../components/facility-export/FacilityExportButton';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { useAssessedChips } from './assessed-chips.hooks';
import { FacilityListTable } from './FacilityListTable';
import { FilterChips } from './FilterChips';
import { useListAddress } from './list-address.hooks';

/** The drill-through list: the facilities behind a figure, paged, sorted and searched on the server. */
export default function FacilityListPage() {
  const { t } = useTranslation(['analysis', 'pivot']);
  const { list, change } = useListAddress();
  const assessedChips = useAssessedChips(list, change);
  const [typed, setTyped] = useState<string | null>(null);
  const search = typed ?? list.search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTyped(null);
    change({ search: search.trim() });
  };
  return (
    <Stack gap="md">
      <PageHeader title={t('drill.title')} subtitle={t('drill.subtitle')} />
      <FilterChips
        filter={list.filter}
        onChange={(filter) => change({ filter })}
        listChips={[
          ...list.latestYears.map((year) => ({
            key: `year:${year}`,
            text: year === 0 ? t('pivot:yearChip.none') : t('pivot:yearChip.year', { year }),
            remove: () => change({ latestYears: list.latestYears.filter((other) => other !== year) }),
          })),
          ...assessedChips,
        ]}
      />
      {/* On paper (docs/ui.md, Print): the search the list answers, if any; no empty box, no buttons. */}
      <Group justify="space-between" align="flex-end" gap="sm" data-print={list.search ? undefined : 'hide'}>
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('drill.search')}
              value={search}
              maxLength={100}
              onChange={(event) => setTyped(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="light" data-print="hide">
              {t('drill.searchButton')}
            </Button>
          </Group>
        </form>
        <FacilityExportButton
          request={{ filter: listWireFilter(list), sort: list.sort, direction: list.direction }}
          label={t('drill.export')}
          fileName={t('drill.title')}
        />
      </Group>
      <FacilityListTable list={list} onChange={change} />
    </Stack>
  );
}
