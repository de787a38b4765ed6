import type { SnapshotFrom } from 'xstate';
import type { PageToggle } from '../../contract/query.schemas';
import type { AppToggles } from '../../contract/domain.types';
import type { TogglesStatus } from '../shared/routes';
import type { PersistentSlice } from '../shared/persistence';
import type { togglesMachine } from './toggles.machine';

type TogglesSnapshot = SnapshotFrom<typeof togglesMachine>;

export const PERSIST_ID = 'toggles';
export const PERSIST_VERSION = 1;

export const selectToggles = (snapshot: TogglesSnapshot): AppToggles => snapshot.context.toggles;

/** The page toggles the environment switches on that the filtered facilities turn off. */
export const selectFilterHides = (snapshot: TogglesSnapshot): readonly PageToggle[] =>
  snapshot.context.filterHides;

export const selectIsLoadingToggles = (snapshot: TogglesSnapshot): boolean => snapshot.hasTag('busy');

/**
 * Whether the toggles may decide that a page is hidden: 'known' once they answered for the selected
 * environment's filtered facilities; 'unknown' before (or while a new load runs); 'failed' when the
 * last load failed (the page says it could not be checked).
 */
export const selectTogglesStatus = (snapshot: TogglesSnapshot): TogglesStatus => {
  if (snapshot.matches('idle')) return 'known';
  if (snapshot.matches('failed')) return 'failed';
  return 'unknown';
};

export const togglesPersistentSlice: PersistentSlice<TogglesSnapshot, AppToggles> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: selectToggles,
};
