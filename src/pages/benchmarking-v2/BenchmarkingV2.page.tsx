import { Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFacilitySearch } from '../../components/facility-search/facility-search.hooks';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { PageState } from '../../components/page-kit/PageState';
import { EmptyPrompt } from '../benchmarking/EmptyPrompt';
import { ComparisonHeatMap } from './ComparisonHeatMap';
import { MAX_COMPARED_FACILITIES, parseIdList } from './comparison.model';
import { FacilityMultiPicker } from './FacilityMultiPicker';

const IDS_PARAM = 'ids';

/** Benchmarking V2 (no page title): up to eight facilities side by side as a sortable heat map. */
export default function BenchmarkingV2Page() {
  const { t } = useTranslation('benchmarking');
  const [search, setSearch] = useSearchParams();
  const idList = search.get(IDS_PARAM);
  const facilityIds = useMemo(() => parseIdList(idList), [idList]);
  const choices = useFacilitySearch(facilityIds);
  const changeIds = useCallback(
    (ids: number[]) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (ids.length > 0) next.set(IDS_PARAM, ids.join(','));
          else next.delete(IDS_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={t('frame:routes.BenchmarkingV2')}
        subtitle={t('v2.intro', { max: MAX_COMPARED_FACILITIES })}
      />
      <PageState data={choices} skeleton="details">
        {() => (
          <Stack gap="md">
            <FacilityMultiPicker choices={choices} facilityIds={facilityIds} onChange={changeIds} />
            {facilityIds.length === 0 ? (
              <EmptyPrompt title={t('v2.choose.title')} message={t('v2.choose.message')} />
            ) : (
              <ComparisonHeatMap facilityIds={facilityIds} />
            )}
          </Stack>
        )}
      </PageState>
    </Stack>
  );
}
