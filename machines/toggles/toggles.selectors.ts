import type { SnapshotFrom } from 'xstate';
import type { AppToggles } from '../shared/domain.types';
import type { PersistentSlice } from '../shared/persistence';
import type { togglesMachine } from './toggles.machine';

type TogglesSnapshot = SnapshotFrom<typeof togglesMachine>;

export const PERSIST_ID = 'toggles';
export const PERSIST_VERSION = 1;

export const selectToggles = (snapshot: TogglesSnapshot): AppToggles => snapshot.context.toggles;

export const selectIsLoadingToggles = (snapshot: TogglesSnapshot): boolean => snapshot.hasTag('busy');

export const togglesPersistentSlice: PersistentSlice<TogglesSnapshot, AppToggles> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: selectToggles,
};
