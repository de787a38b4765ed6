import type { SnapshotFrom } from 'xstate';
import type { filterOptionsMachine } from './filter-options.machine';
import type { FilterOptionSource } from './filter-options.types';

type FilterOptionsSnapshot = SnapshotFrom<typeof filterOptionsMachine>;

/** The page-data child of one source, or undefined while nothing is loaded. */
export const selectOptionSource =
  (source: FilterOptionSource) => (snapshot: FilterOptionsSnapshot | undefined) =>
    snapshot?.children[source];
