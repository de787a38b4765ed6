import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import {
  type AgreedAddress,
  agreedAfter,
  holdsPageForEnvironment,
  selectCanEdit,
  selectFilter,
  syncEnvironmentWithAddress,
  syncFilterWithAddress,
} from '../../../machines/filter';
import { ENVIRONMENT_ROUTES, FILTERED_ROUTES, ROUTES, type RouteName } from '../../../machines/shared/routes';
import { useAppChild } from '../app-actor.context';
import { useAddressNotice } from '../hooks/address-notice.hooks';
import { useEnvironmentEvents, useEnvironmentView } from '../hooks/environment.hooks';
import { useLiveLocation } from './live-location.hooks';

/** Which of the bridge's rules a page's address follows: the filter and environment, the environment alone, or none. */
function addressRules(routeName: RouteName | undefined) {
  if (routeName === undefined) return undefined;
  if (FILTERED_ROUTES.includes(routeName)) return syncFilterWithAddress;
  return ENVIRONMENT_ROUTES.includes(routeName) ? syncEnvironmentWithAddress : undefined;
}

/**
 * The bridge between the filter machine and the address of the filtered pages (and the `env` of
 * the pages of ENVIRONMENT_ROUTES). The decision is the machine side's `syncFilterWithAddress`
 * (`syncEnvironmentWithAddress`), given what the two agreed on last: an address change (a shared
 * link, Back, Forward) is applied to the filter; a filter or environment change in the portal is a
 * new history entry, so Back undoes it in one press. Addresses that merely catch up are replaced,
 * never pushed.
 */
export function FilterAddressSync({ routeName }: { routeName: RouteName | undefined }) {
  const filterActor = useAppChild('filter');
  const filter = useSelector(filterActor, (s) => (s ? selectFilter(s) : undefined));
  const { environments, selectedId } = useEnvironmentView();
  const environment = useEnvironmentEvents();
  const location = useLiveLocation();
  const navigate = useNavigate();
  const sayNotUnderstood = useAddressNotice();
  const rules = addressRules(routeName);
  const active = rules !== undefined && filterActor !== undefined && selectedId !== null;
  const agreed = useRef<AgreedAddress | null>(null);
  // An address this bridge asked for that the router has not drawn yet: until the location moves
  // on from `from`, the address is that one (a filter change meanwhile must not undo it).
  const asked = useRef<{ from: Location; search: string } | null>(null);

  // The location object (not only its search) is watched: Back right after the portal's own new
  // address can bring the search back to what was drawn before, and must still be seen.
  useEffect(() => {
    const snapshot = filterActor?.getSnapshot();
    // No location: the router already holds another page's address, which that page's bridge reads.
    if (!active || !rules || !location || !snapshot || !filterActor || !selectedId || filter === undefined)
      return;
    if (asked.current && asked.current.from !== location) asked.current = null;
    const search = new URLSearchParams(asked.current?.search ?? location.search);
    const context = {
      filter: selectFilter(snapshot),
      canEdit: selectCanEdit(snapshot),
      environmentId: selectedId,
      environmentIds: environments.map((item) => item.id),
      previous: agreed.current,
    };
    const sync = rules(search, context);
    agreed.current = agreedAfter(sync, search, context);
    const go = (to: string, replace: boolean) => {
      asked.current = { from: location, search: to };
      navigate({ pathname: location.pathname, search: to, hash: location.hash }, { replace });
    };
    if (sync.kind === 'push') return go(sync.search, false);
    if (sync.kind === 'notAuthorized') navigate(ROUTES.NotAuthorized.path, { replace: true });
    if (sync.kind === 'selectEnvironment') environment.select(sync.id);
    const apply = sync.kind === 'apply' ? sync.filter : sync.kind === 'write' ? sync.apply : undefined;
    if (apply) filterActor.send({ type: 'filter.set', patch: apply });
    if (sync.kind !== 'write') return;
    go(sync.search, true);
    if (sync.invalid.length > 0) sayNotUnderstood(sync.invalid);
  }, [
    active,
    rules,
    filterActor,
    filter,
    selectedId,
    environments,
    environment,
    location,
    navigate,
    sayNotUnderstood,
  ]);

  return null;
}

/**
 * The page of an address naming another tenant's environment is not drawn, so it asks for no data,
 * while the bridge above goes to Not Authorized; nor is it drawn while the user's environments are
 * still coming and the address names another than the selected one (holdsPageForEnvironment).
 */
export function ForeignEnvironmentGate({
  routeName,
  children,
  fallback,
}: {
  routeName: RouteName | undefined;
  children: ReactNode;
  fallback: ReactNode;
}) {
  const { environments, selectedId, listPending } = useEnvironmentView();
  // While the router already holds the next page's address, the page on screen is still drawn:
  // it stays held by its own address until the next page replaces it.
  const drawn = useLocation();
  const location = useLiveLocation() ?? drawn;
  const held =
    addressRules(routeName) !== undefined &&
    holdsPageForEnvironment(new URLSearchParams(location.search), {
      selectedId,
      environmentIds: environments.map((item) => item.id),
      listPending,
    });
  return held ? fallback : children;
}
