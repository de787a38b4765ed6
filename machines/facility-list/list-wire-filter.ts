import { toWireFilter } from '../filter/filter.rules';
import type { WireFilter } from '../filter/filter.types';
import type { ListAddress } from './list-address';

/**
 * The filter the list asks the server with: the user's filter and the list's years (a module of
 * its own: only the list page sends it, the pages that build list addresses do not load it).
 */
export function listWireFilter(list: Pick<ListAddress, 'filter' | 'latestYears'>): WireFilter & {
  latestYears?: number[];
} {
  const filter = toWireFilter(list.filter);
  return list.latestYears.length > 0 ? { ...filter, latestYears: [...list.latestYears] } : filter;
}
