import { toWireFilter } from '../filter/filter.rules';
import type { WireFilter } from '../filter/filter.types';
import type { AssessedBetween } from './assessed-range-address';
import type { AssessedIn, ListAddress } from './list-address';

/**
 * The filter the list asks the server with: the user's filter, the list's years and the year it was
 * assessed in or the days it was assessed between (a module of
 * its own: only the list page sends it, the pages that build list addresses do not load it).
 */
export function listWireFilter(
  list: Pick<ListAddress, 'filter' | 'latestYears' | 'assessedIn' | 'assessedBetween'>,
): WireFilter & { latestYears?: number[]; assessedIn?: AssessedIn; assessedBetween?: AssessedBetween } {
  const filter = toWireFilter(list.filter);
  return {
    ...filter,
    ...(list.latestYears.length > 0 && { latestYears: [...list.latestYears] }),
    ...(list.assessedIn && { assessedIn: list.assessedIn }),
    ...(list.assessedBetween && { assessedBetween: list.assessedBetween }),
  };
}
