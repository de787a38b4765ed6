import { namedAs, viewParamName } from '../../../machines/shared/view-address';
import { useViewChoice } from '../page-kit/view-choice.hooks';
import type { Reference } from './ReferenceControl';

// The address says what the control says: "Country median" is `median.<key>=country`.
const MEDIANS = namedAs<Reference>({
  nationalMedian: 'country',
  regionalMedian: 'region',
  peerMedian: 'category',
});

/** The "Median shown" choice of a chart, from the address (`median.<key>=region`); the country's by default. */
export const useReferenceChoice = (addressKey: string) =>
  useViewChoice<Reference>(viewParamName('median', addressKey), MEDIANS, 'nationalMedian');
