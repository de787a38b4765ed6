import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { HttpError, notFound } from '../http-error.js';
import { noQuery, validate } from '../validate.js';
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

/** Saved views (issue 15): the caller's own, and any of the environment's by id (shared links). */
export function savedViewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, auth } = deps;
  const caller = async (request: FastifyRequest): Promise<ViewCaller> => {
    validate(noQuery, request.query, 'query');
    const { user, environment } = await auth.inEnvironment(request);
    return { userId: user.id, environmentId: environment.id };
  };
  const viewId = (request: FastifyRequest) => validate(savedViewParamsSchema, request.params, 'path').id;

  app.get('/api/qps/views', async (request) => listViews(db, await caller(request)));

  app.post('/api/qps/views', async (request, reply) => {
    const who = await caller(request);
    const input = validate(savedViewCreateSchema, request.body, 'body');
    return reply.code(201).send(acceptedOrThrow(await createView(db, who, input)));
  });

  app.get('/api/qps/views/:id', async (request) => {
    const who = await caller(request);
    const view = await findView(db, who, viewId(request));
    if (!view) throw REFUSALS.notFound;
    return view;
  });

  app.put('/api/qps/views/:id', async (request) => {
    const who = await caller(request);
    const id = viewId(request);
    return acceptedOrThrow(
      await updateView(db, who, id, validate(savedViewUpdateSchema, request.body, 'body')),
    );
  });

  app.delete('/api/qps/views/:id', async (request, reply) => {
    const who = await caller(request);
    acceptedOrThrow(await deleteView(db, who, viewId(request)));
    return reply.code(204).send();
  });
}
