import type { SnapshotFrom } from 'xstate';
import type { pageDataMachine } from './page-data.machine';

type PageDataSnapshot = SnapshotFrom<typeof pageDataMachine>;

export type PageDataStatus = 'loading' | 'success' | 'empty' | 'failure';

export const selectPageDataStatus = (snapshot: PageDataSnapshot): PageDataStatus =>
  snapshot.value as PageDataStatus;

export const selectIsPageDataBusy = (snapshot: PageDataSnapshot): boolean => snapshot.hasTag('busy');

export const selectPageDataResult = (snapshot: PageDataSnapshot) => snapshot.context.result;

export const selectPageDataError = (snapshot: PageDataSnapshot): string | null =>
  snapshot.context.errorMessage;

/** Loading again while the previous answer is still on screen (spec: a reload keeps the content). */
export const selectIsPageDataRefreshing = (snapshot: PageDataSnapshot): boolean =>
  snapshot.matches('loading') && snapshot.context.result !== null;
