import { Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withIdList } from '../../../machines/shared/id-address';
import { useAddressCorrection } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';
import { useFacilitySearch } from '../../components/facility-search/facility-search.hooks';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { PageState } from '../../components/page-kit/PageState';
import { EmptyPrompt } from '../../components/empty-prompt/EmptyPrompt';
import { ComparisonHeatMap } from './ComparisonHeatMap';
import { comparedIds, IDS_PARAM, MAX_COMPARED_FACILITIES, readComparedIds } from './comparison.model';
import { FacilityMultiPicker } from './FacilityMultiPicker';

/** Benchmarking V2 (no page title): up to eight facilities side by side as a sortable heat map. */
export default function BenchmarkingV2Page() {
  const { t } = useTranslation('benchmarking');
  const [search] = useSearchParams();
  const write = useAddressWriter();
  const idList = search.get(IDS_PARAM);
  // biome-ignore lint/correctness/useExhaustiveDependencies: idList stands for the parameter's value
  const read = useMemo(() => readComparedIds(search), [idList]);
  const choices = useFacilitySearch(read.value);
  const { chosenFound } = choices;
  const compared = useMemo(() => comparedIds(read, chosenFound), [read, chosenFound]);
  const facilityIds = compared.value;
  // Unreadable ids, or ids the environment does not hold, leave the address with one notice, once
  // the environment has answered.
  const judged = read.value.length === 0 || chosenFound !== null;
  useAddressCorrection(judged ? compared.invalid : [], withIdList(search, IDS_PARAM, facilityIds));
  const changeIds = useCallback(
    (ids: number[]) => write((latest) => withIdList(latest, IDS_PARAM, ids), { replace: true }),
    [write],
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
