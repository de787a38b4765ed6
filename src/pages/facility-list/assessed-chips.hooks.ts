import { useTranslation } from 'react-i18next';
import type { AssessedBetween } from '../../../machines/facility-list/assessed-range-address';
import type { ListAddress } from '../../../machines/facility-list/list-address';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import type { ListChip } from './FilterChips';

/** Which words an assessment's level takes: any level, uncertified (0) or a level. */
const levelKind = (level: number | undefined) =>
  level === undefined ? 'any' : level === 0 ? 'uncertified' : 'level';

/**
 * The removable chips of the assessment a figure's list counts: "Assessed in 2024 at level 3" (a
 * Yearly Performance year) or "Assessed between 1 Jan 2025 and 31 Mar 2025 at level 3" (a chosen
 * period), the days in the reader's language.
 */
export function useAssessedChips(
  list: Pick<ListAddress, 'assessedIn' | 'assessedBetween'>,
  change: (patch: Partial<ListAddress>) => void,
): ListChip[] {
  const { t } = useTranslation('yearly-drill');
  const format = useFormatters();
  const day = (text: string) => format.date(`${text}T00:00:00`, { dateStyle: 'medium' });
  const chips: ListChip[] = [];
  if (list.assessedIn) {
    const { year, level } = list.assessedIn;
    const kind = levelKind(level);
    chips.push({
      key: 'assessed',
      text: t(`chip.${kind === 'any' ? 'year' : kind}`, { year, level }),
      remove: () => change({ assessedIn: null }),
    });
  }
  if (list.assessedBetween) {
    const { from, to, level }: AssessedBetween = list.assessedBetween;
    chips.push({
      key: 'assessedBetween',
      text: t(`between.${levelKind(level)}`, { from: day(from), to: day(to), level }),
      remove: () => change({ assessedBetween: null }),
    });
  }
  return chips;
}
