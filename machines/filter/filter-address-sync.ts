/**
 * The filter of a page lives in its address. What to do when the address and the
 * filter machine disagree, as a pure decision the router bridge carries out:
 * - the address names no filter (a menu link, a bookmark from before): write the filter into it;
 * - the address names a filter (a shared link, Back/Forward): apply it to the machine;
 * - a part cannot be read: that dimension falls back to "any", the rest applies, the address is
 *   rewritten and the dropped names are reported for a notice;
 * - a facility user's filter is fixed: the address is rewritten to it;
 * - the address names its environment (`env`): one of the user's is selected first; any other
 *   (another tenant's) is Not Authorized, and no data is asked for;
 * - the address is the one last agreed on but the filter or the environment changed in the portal
 *   (the panel, the header's switcher): a new address step, so Back undoes the change in one press.
 * Which side changed is told by what was agreed last (`previous`): a quick Back that lands before
 * the portal's own new address is an address change, never undone by the filter it replaced.
 */
import { readable } from '../shared/period-address';
import { isSameFilter } from './filter.rules';
import type { FilterValues } from './filter.types';
import { FILTER_PARAMS, filterFromAddress, filterToAddress } from './filter-address';

export type FilterAddressSync =
  | { kind: 'inSync' }
  | { kind: 'notAuthorized' }
  | { kind: 'selectEnvironment'; id: string }
  | { kind: 'apply'; filter: FilterValues }
  | { kind: 'push'; search: string }
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
  return readable(search);
}

export const hasFilterParams = (search: URLSearchParams) => FILTER_PARAMS.some((name) => search.has(name));

export const ENVIRONMENT_PARAM = 'env';

/** What the address and the portal agreed on after the last decision (its search without `?`). */
export interface AgreedAddress {
  search: string;
  environmentId: string;
  filter: FilterValues;
}

/** Where the user is: the filter, whether they may change it, their environments, and what was agreed last. */
export interface FilterAddressContext {
  filter: FilterValues;
  canEdit: boolean;
  environmentId: string;
  environmentIds: readonly string[];
  /** Null before the first decision (a page just opened): the address is then the news. */
  previous?: AgreedAddress | null;
}

/** The address as agreed after a decision: what it will say, with the environment and filter it stands for. */
export function agreedAfter(
  sync: FilterAddressSync,
  search: URLSearchParams,
  context: Pick<FilterAddressContext, 'filter' | 'environmentId'>,
): AgreedAddress {
  const written = sync.kind === 'write' || sync.kind === 'push' ? new URLSearchParams(sync.search) : search;
  const filter =
    sync.kind === 'apply'
      ? sync.filter
      : sync.kind === 'write'
        ? (sync.apply ?? context.filter)
        : context.filter;
  return { search: written.toString(), environmentId: context.environmentId, filter };
}

/** The header switched to another of the user's environments under the address the two had agreed on. */
function switchedInHeader(search: URLSearchParams, context: FilterAddressContext): boolean {
  const { previous, environmentId } = context;
  if (!previous || previous.search !== search.toString()) return false;
  const named = search.get(ENVIRONMENT_PARAM);
  return (
    previous.environmentId !== environmentId &&
    named !== null &&
    named !== environmentId &&
    context.environmentIds.includes(named)
  );
}

/** The panel changed the filter under the address the two had agreed on. */
function filterChangedInPortal(search: URLSearchParams, context: FilterAddressContext): boolean {
  const { previous, filter } = context;
  if (!previous || previous.search !== search.toString()) return false;
  return (
    !isSameFilter(previous.filter, filter) &&
    hasFilterParams(search) &&
    !isSameFilter(filterFromAddress(search).value, filter)
  );
}

/** What the page gate knows of the user's environments. */
export interface EnvironmentsKnown {
  selectedId: string | null;
  environmentIds: readonly string[];
  /** The list is still on its way (restored or asked for); it is not known to be empty. */
  listPending: boolean;
}

/**
 * Whether a page must wait before it is drawn (it would ask for data in the wrong environment):
 * the address names another tenant's environment (the bridge goes to Not Authorized), or, while the
 * user's list is still coming, an environment other than the selected one (none is selected yet
 * while the kept state is being restored). A list known to be empty (signed out) holds nothing:
 * the page says "Sign in to continue" instead of waiting for ever.
 */
export function holdsPageForEnvironment(search: URLSearchParams, known: EnvironmentsKnown): boolean {
  const named = search.get(ENVIRONMENT_PARAM);
  if (named === null) return false;
  if (known.environmentIds.length === 0) return known.listPending && named !== known.selectedId;
  return namesForeignEnvironment(search, known.environmentIds);
}

/** The address names an environment that is none of the user's (another tenant's): Not Authorized. */
export function namesForeignEnvironment(search: URLSearchParams, environmentIds: readonly string[]): boolean {
  const named = search.get(ENVIRONMENT_PARAM);
  return named !== null && !environmentIds.includes(named);
}

/** The address names another environment: one of the user's is selected; any other is Not Authorized. */
function otherEnvironment(
  search: URLSearchParams,
  context: Pick<FilterAddressContext, 'environmentId' | 'environmentIds'>,
): FilterAddressSync | null {
  const named = search.get(ENVIRONMENT_PARAM);
  if (named === null || named === context.environmentId) return null;
  return namesForeignEnvironment(search, context.environmentIds)
    ? { kind: 'notAuthorized' }
    : { kind: 'selectEnvironment', id: named };
}

/** The address with its environment named first, the page's own parameters kept. */
export function withEnvironmentParam(current: URLSearchParams, environmentId: string): string {
  const search = new URLSearchParams([[ENVIRONMENT_PARAM, environmentId]]);
  for (const [name, value] of current) if (name !== ENVIRONMENT_PARAM) search.append(name, value);
  return readable(search);
}

export function syncFilterWithAddress(
  search: URLSearchParams,
  context: FilterAddressContext,
): FilterAddressSync {
  const { filter, canEdit, environmentId } = context;
  if (switchedInHeader(search, context) || filterChangedInPortal(search, context)) {
    return { kind: 'push', search: withFilterParams(search, filter, environmentId) };
  }
  const other = otherEnvironment(search, context);
  if (other) return other;
  const named = search.get(ENVIRONMENT_PARAM);
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

/**
 * The same rules for a page whose address names its environment but not the portal's filter (the
 * drill-through list, a facility's pages: ENVIRONMENT_ROUTES): the `env` is written in when missing
 * (replaced), another of the user's is selected, any other is Not Authorized, and a switch in the
 * header is a new address step. The page's own parameters are left as they are.
 */
export function syncEnvironmentWithAddress(
  search: URLSearchParams,
  context: FilterAddressContext,
): FilterAddressSync {
  const { environmentId } = context;
  if (switchedInHeader(search, context)) {
    return { kind: 'push', search: withEnvironmentParam(search, environmentId) };
  }
  const other = otherEnvironment(search, context);
  if (other) return other;
  if (search.get(ENVIRONMENT_PARAM) !== null) return { kind: 'inSync' };
  return { kind: 'write', search: withEnvironmentParam(search, environmentId), invalid: [] };
}
