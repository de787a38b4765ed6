import type { SavedView, SavedViewCreate, SavedViewUpdate } from '../../../contract/saved-view.schemas';
import type { CallOptions } from './qps-client.types';
import type { QpsHttp } from './qps-http';

const VIEWS_PATH = '/api/qps/views';
const viewPath = (id: string) => `${VIEWS_PATH}/${encodeURIComponent(id)}`;

/** Saved views: the user's named portal addresses in the environment. */
export function createSavedViewCalls(http: QpsHttp) {
  return {
    /** GET /api/qps/views: the user's own views in the environment, by name. */
    listSavedViews: (options: CallOptions = {}) =>
      http.json<SavedView[]>({ access: 'signedIn', method: 'GET', url: VIEWS_PATH, ...options }),
    /** GET /api/qps/views/{id}: any view of the environment (a shared link). */
    getSavedView: (id: string, options: CallOptions = {}) =>
      http.json<SavedView>({ access: 'signedIn', method: 'GET', url: viewPath(id), fresh: true, ...options }),
    /** POST /api/qps/views. */
    createSavedView: (view: SavedViewCreate, options: CallOptions = {}) =>
      http.json<SavedView>({
        access: 'signedIn',
        method: 'POST',
        url: VIEWS_PATH,
        data: view,
        fresh: true,
        change: true,
        ...options,
      }),
    /** PUT /api/qps/views/{id}: rename, or make (unmake) the start page. */
    updateSavedView: (id: string, update: SavedViewUpdate, options: CallOptions = {}) =>
      http.json<SavedView>({
        access: 'signedIn',
        method: 'PUT',
        url: viewPath(id),
        data: update,
        fresh: true,
        change: true,
        ...options,
      }),
    /** DELETE /api/qps/views/{id}. */
    deleteSavedView: async (id: string, options: CallOptions = {}) => {
      await http.json<unknown>({
        access: 'signedIn',
        method: 'DELETE',
        url: viewPath(id),
        fresh: true,
        change: true,
        ...options,
      });
    },
  };
}
