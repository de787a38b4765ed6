import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ListAddress,
  listFromAddress,
  listToAddress,
} from '../../../machines/facility-list/list-address';
import { ENVIRONMENT_PARAM } from '../../../machines/filter';

/**
 * The drill-through list's state, read from the address. Every change is a new history entry
 * (one Back per step); an address with unreadable parts is replaced by its readable version once,
 * and the names of what was dropped are returned for the notice.
 */
export function useListAddress() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const text = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const { value: list, invalid } = useMemo(() => listFromAddress(search), [text]);
  const invalidKey = invalid.join(',');
  // The list stays in the environment its address names (the router bridge checks that one).
  const environmentId = search.get(ENVIRONMENT_PARAM) ?? undefined;

  useEffect(() => {
    if (invalidKey)
      navigate(listToAddress(list, environmentId), { replace: true, state: { droppedParams: invalidKey } });
  }, [invalidKey, list, environmentId, navigate]);

  const change = useCallback(
    (patch: Partial<ListAddress>) => {
      // A new filter, search or sort starts at the first page.
      const page = patch.page ?? 1;
      navigate(listToAddress({ ...list, ...patch, page }, environmentId));
    },
    [list, environmentId, navigate],
  );
  return { list, change };
}
