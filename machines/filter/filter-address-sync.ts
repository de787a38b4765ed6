/**
 * Issue 15 item 2: the filter of a page lives in its address. What to do when the address and the
 * filter machine disagree, as a pure decision the router bridge carries out:
 * - the address names no filter (a menu link, a bookmark from before): write the filter into it;
 * - the address names a filter (a shared link, Back/Forward): apply it to the machine;
 * - a part cannot be read: that dimension falls back to "any", the rest applies, the address is
 *   rewritten and the dropped names are reported for a notice;
 * - a facility user's filter is fixed: the address is rewritten to it;
 * - the address names its environment (`env`): one of the user's is selected first; any other
 *   (another tenant's) is Not Authorized, and no data is asked for.
 */
import { FILTER_PARAMS, filterFromAddress, filterToAddress } from './filter-address';
import { isSameFilter } from './filter.rules';
import type { FilterValues } from './filter.types';

export type FilterAddressSync =
  | { kind: 'inSync' }
  | { kind: 'notAuthorized' }
  | { kind: 'selectEnvironment'; id: string }
  | { kind: 'apply'; filter: FilterValues }
  | { kind: 'write'; search: string; invalid: string[]; apply?: FilterValues };

/** The page's own parameters kept, the filter's replaced; "any activity" is said, so the address is never filter-less. */
export function withFilterParams(
  current: URLSearchParams,
  filter: FilterValues,
  environmentId: string,
): string {
  const search = new URLSearchParams(current);
  for (const name of [...FILTER_PARAMS, ENVIRONMENT_PARAM]) search.delete(name);
  search.set(ENVIRONMENT_PARAM, environmentId);
  const filterParams = filterToAddress(filter);
  if (!filterParams.has('active')) filterParams.set('active', 'all');
  for (const [name, value] of filterParams) search.append(name, value);
  return search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
}

export const hasFilterParams = (search: URLSearchParams) => FILTER_PARAMS.some((name) => search.has(name));

export const ENVIRONMENT_PARAM = 'env';

/** Where the user is: the filter, whether they may change it, and their environments. */
export interface FilterAddressContext {
  filter: FilterValues;
  canEdit: boolean;
  environmentId: string;
  environmentIds: readonly string[];
}

export function syncFilterWithAddress(
  search: URLSearchParams,
  context: FilterAddressContext,
): FilterAddressSync {
  const { filter, canEdit, environmentId } = context;
  const named = search.get(ENVIRONMENT_PARAM);
  if (named !== null && named !== environmentId) {
    return context.environmentIds.includes(named)
      ? { kind: 'selectEnvironment', id: named }
      : { kind: 'notAuthorized' };
  }
  const write = (value: FilterValues, invalid: string[] = []) => ({
    kind: 'write' as const,
    search: withFilterParams(search, value, environmentId),
    invalid,
  });
  if (!hasFilterParams(search)) return write(filter);
  const { value, invalid } = filterFromAddress(search);
  if (!canEdit) return isSameFilter(value, filter) && named !== null ? { kind: 'inSync' } : write(filter);
  if (invalid.length > 0) return { ...write(value, invalid), apply: value };
  if (named === null) return { ...write(value), apply: value };
  return isSameFilter(value, filter) ? { kind: 'inSync' } : { kind: 'apply', filter: value };
}
