import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-kit/PageHeader';
import { PageState } from '../../components/page-kit/PageState';
import { useBenchmarkSelection } from './benchmark-selection.hooks';
import { EmptyPrompt } from '../../components/empty-prompt/EmptyPrompt';
import { FacilityPicker } from './FacilityPicker';
import { PeerBenchmark } from './PeerBenchmark';
import { PEER_GROUPS, type PeerGroup } from './peer-benchmark.model';

/** Benchmarking: one facility's latest scores against its peers (same level, category, region, or all). */
export default function BenchmarkingPage() {
  const { t } = useTranslation(['benchmarking', 'frame']);
  const { facilityId, peerGroup, choices, pickFacility, choosePeerGroup } = useBenchmarkSelection();
  // Four choices do not fit side by side in less than 600 px (spec breakpoint xs): on a phone, or
  // beside the open drawer at 200 % zoom. The page's own width decides once it is measured.
  const page = useElementSize();
  const narrowWindow = useMediaQuery('(max-width: 600px)');
  const narrow = page.width === 0 ? narrowWindow : page.width < 600;
  return (
    <Stack gap="md" ref={page.ref}>
      <PageHeader title={t('frame:routes.Benchmarking')} subtitle={t('intro')} />
      <PageState data={choices} skeleton="details">
        {() => (
          <Stack gap="md">
            <Group align="flex-end" gap="md">
              <FacilityPicker choices={choices} facilityId={facilityId} onPick={pickFacility} />
              <Stack gap={4} w={narrow ? '100%' : undefined}>
                <Text size="sm" fw={500} id="peer-group-label">
                  {t('peerGroup.label')}
                </Text>
                <SegmentedControl
                  aria-labelledby="peer-group-label"
                  orientation={narrow ? 'vertical' : 'horizontal'}
                  fullWidth={narrow}
                  value={peerGroup}
                  onChange={(value) => choosePeerGroup(value as PeerGroup)}
                  data={PEER_GROUPS.map((group) => ({ value: group, label: t(`peerGroup.${group}`) }))}
                />
              </Stack>
            </Group>
            {facilityId === null ? (
              <EmptyPrompt title={t('choose.title')} message={t('choose.message')} />
            ) : (
              <PeerBenchmark
                facilityId={facilityId}
                peerGroup={peerGroup}
                facility={choices.chosen.find((item) => item.id === facilityId)}
              />
            )}
          </Stack>
        )}
      </PageState>
    </Stack>
  );
}
