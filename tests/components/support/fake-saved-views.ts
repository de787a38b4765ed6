import { AxiosError, type AxiosResponse } from 'axios';
import { vi } from 'vitest';
import type { SavedView, SavedViewCreate, SavedViewUpdate } from '../../../contract/saved-view.schemas';

/** An HTTP refusal as the QPS client rejects with it (an axios error with the response status). */
export function httpError(status: number, message: string): AxiosError {
  const response = { status, data: { error: { message } }, headers: {}, config: {} } as AxiosResponse;
  return new AxiosError(message, String(status), undefined, undefined, response);
}

export function savedView(name: string, path: string, extra: Partial<SavedView> = {}): SavedView {
  return {
    id: `sv_${name.replace(/\W/g, '').padEnd(16, 'x')}`,
    name,
    path,
    isStartPage: false,
    ownedByYou: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

/**
 * The /api/qps/views calls over an in-memory list, refusing as the server does (docs/api/README.md):
 * 409 for a name the user has, 404 for an id of no view here, 403 for changing another's view.
 * `others` are views of other users of the environment, reachable by id only (shared links).
 */
export function fakeSavedViewCalls(mine: SavedView[] = [], others: SavedView[] = []) {
  let views = [...mine];
  let next = 1;
  const byName = () => [...views].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  const find = (id: string) => views.find((view) => view.id === id) ?? others.find((view) => view.id === id);
  const nameTaken = (name: string, id?: string) => views.some((view) => view.name === name && view.id !== id);
  return {
    listSavedViews: vi.fn(async () => byName()),
    getSavedView: vi.fn(async (id: string) => {
      const view = find(id);
      if (!view) throw httpError(404, 'View not found.');
      return view;
    }),
    createSavedView: vi.fn(async ({ name, path }: SavedViewCreate) => {
      if (nameTaken(name)) throw httpError(409, 'You already have a view with this name.');
      const view = savedView(name, path, { id: `sv_created${String(next++).padStart(10, '0')}` });
      views = [...views, view];
      return view;
    }),
    updateSavedView: vi.fn(async (id: string, update: SavedViewUpdate) => {
      const view = find(id);
      if (!view) throw httpError(404, 'View not found.');
      if (!view.ownedByYou)
        throw httpError(403, 'Only the user who saved this view can change or delete it.');
      if (update.name && nameTaken(update.name, id))
        throw httpError(409, 'You already have a view with this name.');
      const changed = { ...view, ...update };
      views = views.map((other) =>
        other.id === id ? changed : update.isStartPage ? { ...other, isStartPage: false } : other,
      );
      return changed;
    }),
    deleteSavedView: vi.fn(async (id: string) => {
      if (!views.some((view) => view.id === id)) throw httpError(404, 'View not found.');
      views = views.filter((view) => view.id !== id);
    }),
  };
}
