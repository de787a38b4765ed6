import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { CreateViewInput, SavedView, UpdateViewInput, ViewIdInput } from './saved-views.types';

/**
 * The saved-view calls of the QPS API (/api/qps/views); src/app/effects/saved-views.effect.ts
 * provides them and turns a refusal into a SavedViewFailure.
 */
export const listViews = fromPromise<SavedView[]>(async () => notImplemented('listViews'));
export const createView = fromPromise<SavedView, CreateViewInput>(async () => notImplemented('createView'));
export const updateView = fromPromise<SavedView, UpdateViewInput>(async () => notImplemented('updateView'));
export const deleteView = fromPromise<void, ViewIdInput>(async () => notImplemented('deleteView'));
export const getView = fromPromise<SavedView, ViewIdInput>(async () => notImplemented('getView'));
