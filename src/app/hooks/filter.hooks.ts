import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type ActivityScope,
  DEFAULT_FILTER,
  type FilterPatch,
  selectActiveFilterCount,
  selectActivityScope,
  selectCanEdit,
  selectFilter,
  selectIsDefault,
} from '../../../machines/filter';
import { useAppChild } from '../app-actor.context';

export function useFilterView() {
  const filter = useAppChild('filter');
  return {
    values: useSelector(filter, (s) => (s ? selectFilter(s) : DEFAULT_FILTER)),
    activeCount: useSelector(filter, (s) => (s ? selectActiveFilterCount(s) : 0)),
    isDefault: useSelector(filter, (s) => (s ? selectIsDefault(s) : true)),
    /** A facility user's filter is fixed: shown, locked, with the reason. */
    isLocked: useSelector(filter, (s) => (s ? !selectCanEdit(s) : false)),
  };
}

/** Which facilities the filter lets in by activity (undefined before the filter machine runs). */
export function useActivityScope(): ActivityScope | undefined {
  const filter = useAppChild('filter');
  return useSelector(filter, (s) => (s ? selectActivityScope(s) : undefined));
}

export function useFilterEvents() {
  const filter = useAppChild('filter');
  return useMemo(
    () => ({
      set: (patch: FilterPatch) => filter?.send({ type: 'filter.set', patch }),
      reset: () => filter?.send({ type: 'filter.reset' }),
    }),
    [filter],
  );
}
