import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LIST_PATH,
  type ListAddress,
  listFromAddress,
  listToAddress,
} from '../../../machines/facility-list/list-address';
import { ENVIRONMENT_PARAM } from '../../../machines/filter';
import { useAddressCorrection } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';

/**
 * The drill-through list's state, read from the address. Every change is a new history entry
 * (one Back per step); an address with unreadable parts is replaced by its readable version once,
 * and the names of what was dropped are said in the shared "not understood" notice.
 */
export function useListAddress() {
  const [search] = useSearchParams();
  const text = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const { value: list, invalid } = useMemo(() => listFromAddress(search), [text]);
  // The list stays in the environment its address names (the router bridge checks that one).
  const environmentId = search.get(ENVIRONMENT_PARAM) ?? undefined;
  useAddressCorrection(invalid, listToAddress(list, environmentId).slice(LIST_PATH.length));

  const write = useAddressWriter();
  const change = useCallback(
    (patch: Partial<ListAddress>) =>
      write((latest) => {
        // A new filter, search or sort starts at the first page.
        const page = patch.page ?? 1;
        const next = { ...listFromAddress(latest).value, ...patch, page };
        return listToAddress(next, latest.get(ENVIRONMENT_PARAM) ?? undefined).slice(LIST_PATH.length);
      }),
    [write],
  );
  return { list, change };
}
