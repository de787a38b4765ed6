import { toWireFilter } from '../filter/filter.rules';
import type { WireFilter } from '../filter/filter.types';
import type { AssessedIn, ListAddress } from './list-address';

/**
 * The filter the list asks the server with: the user's filter, the list's years and the year it was
 * assessed in (a module of
 * its own: only the list page sends it, the pages that build list addresses do not load it).
 */
export function listWireFilter(
  list: Pick<ListAddress, 'filter' | 'latestYears' | 'assessedIn'>,
): WireFilter & { latestYears?: number[]; assessedIn?: AssessedIn } {
  const filter = toWireFilter(list.filter);
  return {
    ...filter,
    ...(list.latestYears.length > 0 && { latestYears: [...list.latestYears] }),
    ...(list.assessedIn && { assessedIn: list.assessedIn }),
  };
}
