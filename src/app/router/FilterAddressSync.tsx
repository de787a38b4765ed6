import { notifications } from '@mantine/notifications';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  filterFromAddress,
  hasFilterParams,
  isSameFilter,
  selectCanEdit,
  selectFilter,
  syncFilterWithAddress,
  withFilterParams,
} from '../../../machines/filter';
import { FILTERED_ROUTES, ROUTES, type RouteName } from '../../../machines/shared/routes';
import { useAppChild } from '../app-actor.context';
import { useEnvironmentEvents, useEnvironmentView } from '../hooks/environment.hooks';
import { NOTIFICATION_DEFAULTS } from '../theme/create-portal-theme';

/**
 * The bridge between the filter machine and the address of the filtered pages (the decision is
 * the machine side's `syncFilterWithAddress`): an address change (a shared link, Back, Forward)
 * is applied to the filter; a filter change by the user is a new history entry, so Back undoes it
 * in one press. Addresses that merely catch up are replaced, never pushed.
 */
export function FilterAddressSync({ routeName }: { routeName: RouteName | undefined }) {
  const filterActor = useAppChild('filter');
  const filter = useSelector(filterActor, (s) => (s ? selectFilter(s) : undefined));
  const { environments, selectedId } = useEnvironmentView();
  const environment = useEnvironmentEvents();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('analysis');
  const active =
    routeName !== undefined &&
    FILTERED_ROUTES.includes(routeName) &&
    filterActor !== undefined &&
    selectedId !== null;
  const latestSearch = useRef(location.search);
  latestSearch.current = location.search;
  // What the first effect saw last time: tells a switch in the header from a new address.
  const seen = useRef<{ search: string; environmentId: string } | null>(null);

  // The address changed: apply it to the filter, or write the filter into it. The environment
  // changed in the header: write it into the address.
  useEffect(() => {
    const snapshot = filterActor?.getSnapshot();
    if (!active || !snapshot || !filterActor || !selectedId) return;
    const sync = syncFilterWithAddress(new URLSearchParams(location.search), {
      filter: selectFilter(snapshot),
      canEdit: selectCanEdit(snapshot),
      environmentId: selectedId,
      environmentIds: environments.map((item) => item.id),
    });
    const before = seen.current;
    seen.current = { search: location.search, environmentId: selectedId };
    const switchedInHeader =
      before !== null && before.search === location.search && before.environmentId !== selectedId;
    if (sync.kind === 'selectEnvironment' && switchedInHeader) {
      // The user chose another environment: the address follows (a new step, so Back returns).
      const search = withFilterParams(
        new URLSearchParams(location.search),
        selectFilter(snapshot),
        selectedId,
      );
      navigate({ pathname: location.pathname, search, hash: location.hash });
      return;
    }
    if (sync.kind === 'notAuthorized') navigate(ROUTES.NotAuthorized.path, { replace: true });
    if (sync.kind === 'selectEnvironment') environment.select(sync.id);
    const apply = sync.kind === 'apply' ? sync.filter : sync.kind === 'write' ? sync.apply : undefined;
    if (apply) filterActor.send({ type: 'filter.set', patch: apply });
    if (sync.kind !== 'write') return;
    navigate({ pathname: location.pathname, search: sync.search, hash: location.hash }, { replace: true });
    if (sync.invalid.length > 0) {
      const message = t('address.invalid', { names: sync.invalid.join(', ') });
      // The effect can run again before the corrected address lands (the environment list
      // arriving): the words are the id, so Mantine shows the notice once.
      notifications.show({
        id: `address-invalid:${message}`,
        color: 'yellow',
        message,
        autoClose: NOTIFICATION_DEFAULTS.autoClose,
      });
    }
  }, [
    active,
    filterActor,
    selectedId,
    environments,
    environment,
    location.search,
    location.pathname,
    location.hash,
    navigate,
    t,
  ]);

  // The filter changed (the panel, an environment switch): a new step in the history. The live
  // filter is read, so a filter the address itself just applied is not written back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filter changes; reads the live snapshot
  useEffect(() => {
    const snapshot = filterActor?.getSnapshot();
    if (!active || !snapshot || !selectedId) return;
    const live = selectFilter(snapshot);
    const search = new URLSearchParams(latestSearch.current);
    if (!hasFilterParams(search) || isSameFilter(filterFromAddress(search).value, live)) return;
    navigate({ search: withFilterParams(search, live, selectedId) });
  }, [filter]);

  return null;
}
