import type { SnapshotFrom } from 'xstate';
import type { TrackedPage } from '../../contract/domain.types';
import type { usageMachine } from './usage.machine';

type UsageSnapshot = SnapshotFrom<typeof usageMachine>;

export const selectIsSignedIn = (snapshot: UsageSnapshot): boolean => snapshot.hasTag('signedIn');

/** True while the window has lost focus (an Exit has been recorded). */
export const selectIsAway = (snapshot: UsageSnapshot): boolean => snapshot.hasTag('away');

export const selectPage = (snapshot: UsageSnapshot): TrackedPage | null => snapshot.context.page;

export const selectLastPage = (snapshot: UsageSnapshot): TrackedPage | null => snapshot.context.lastPage;
