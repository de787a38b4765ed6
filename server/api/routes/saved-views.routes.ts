import {
  SAVED_VIEW_LIMITS,
  savedViewCreateSchema,
  savedViewParamsSchema,
  savedViewUpdateSchema,
} from '../../../contract/saved-view.schemas.js';
import {
  createView,
  deleteView,
  findView,
  listViews,
  type ViewCaller,
  type ViewChange,
  updateView,
} from '../../db/saved-views.js';
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import type { InEnvironment } from '../authenticate.js';
import { HttpError, notFound } from '../http-error.js';
import type { RouteDeps } from './route-deps.js';

const REFUSALS: Record<Exclude<ViewChange<unknown>, { ok: true }>['reason'], HttpError> = {
  notFound: notFound('View not found.'),
  notOwner: new HttpError(403, 'Only the user who saved this view can change or delete it.'),
  nameTaken: new HttpError(409, 'You already have a view with this name.'),
  tooMany: new HttpError(
    400,
    `You can keep at most ${SAVED_VIEW_LIMITS.viewsPerUser} views; delete one first.`,
  ),
};

function acceptedOrThrow<T>(change: ViewChange<T>): T {
  if (!change.ok) throw REFUSALS[change.reason];
  return change.value;
}

const viewCaller = ({ user, environment }: InEnvironment): ViewCaller => ({
  userId: user.id,
  environmentId: environment.id,
});

const error = (description: string) => ({ description, schema: answers.errorAnswer });
const VIEW = { description: 'SavedView', schema: answers.savedView };
const NOT_FOUND = error('No such view in the caller’s environment');
const NOT_OWNER = error('The view is another user’s');

/** Saved views: the caller's own, and any of the environment's by id (shared links). */
export function savedViewRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db } = deps;

  routes.add({
    method: 'GET',
    url: '/api/qps/views',
    summary: 'The caller’s saved views in the environment, by name',
    answers: { 200: { description: 'SavedView[]', schema: answers.savedViews } },
    handler: async (_request, _reply, caller) => listViews(db, viewCaller(caller)),
  });

  routes.add({
    method: 'POST',
    url: '/api/qps/views',
    summary: 'Saves a view',
    request: { body: savedViewCreateSchema },
    answers: { 201: VIEW, 409: error('The caller already has a view of that name') },
    handler: async (request, reply, caller) =>
      reply.code(201).send(acceptedOrThrow(await createView(db, viewCaller(caller), request.body))),
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/views/:id',
    summary: 'Any view of the caller’s environment (a shared link)',
    request: { params: savedViewParamsSchema },
    answers: { 200: VIEW, 404: NOT_FOUND },
    handler: async (request, _reply, caller) => {
      const view = await findView(db, viewCaller(caller), request.params.id);
      if (!view) throw REFUSALS.notFound;
      return view;
    },
  });

  routes.add({
    method: 'PUT',
    url: '/api/qps/views/:id',
    summary: 'Renames a view, points it elsewhere, or makes it the start page',
    request: { params: savedViewParamsSchema, body: savedViewUpdateSchema },
    answers: { 200: VIEW, 403: NOT_OWNER, 404: NOT_FOUND, 409: error('The name is taken') },
    handler: async (request, _reply, caller) =>
      acceptedOrThrow(await updateView(db, viewCaller(caller), request.params.id, request.body)),
  });

  routes.add({
    method: 'DELETE',
    url: '/api/qps/views/:id',
    summary: 'Deletes a view',
    request: { params: savedViewParamsSchema },
    answers: { 204: { description: 'Deleted' }, 403: NOT_OWNER, 404: NOT_FOUND },
    handler: async (request, reply, caller) => {
      acceptedOrThrow(await deleteView(db, viewCaller(caller), request.params.id));
      return reply.code(204).send();
    },
  });
}
