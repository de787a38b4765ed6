import type { FastifyInstance, FastifyRequest } from 'fastify';
import { facilityIdParamsSchema, surveyAnswersRequestSchema } from '../../../contract/facility.schemas.js';
import { type WireFilter, wireFilterSchema } from '../../../contract/filter.schemas.js';
import {
  contractData,
  facetOptions,
  facilityGroups,
  filteredFacilitiesJsonBatches,
  surveyAnswers,
  surveys,
} from '../../queries/facility-lists.js';
import { isFacilityVisible, type ScopeContext } from '../../queries/facility-scope.js';
import { thumbnailFacts } from '../../queries/public-facilities.js';
import { replyCached, replyJsonArrayStreamed } from '../cached-reply.js';
import { canonicalFilter } from '../facility-selection.js';
import { type ActivityDocument, activityDocumentPdf, facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import { noQuery, validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

/** Signed-in facility calls: filter execution, filter options, surveys, thumbnails, documents. */
export function facilityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, auth } = deps;
  const filterRequest = async (request: FastifyRequest) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    return { scope, filter: canonicalFilter(validate(wireFilterSchema, request.body, 'body')) };
  };

  // Answers that are a function of the filter alone go through the answer cache.
  type FilterAnswer = (scope: ScopeContext, filter: WireFilter) => Promise<unknown>;
  const filterAnswers: (readonly [string, FilterAnswer])[] = [
    ...(['country', 'region', 'district'] as const).map((facet): readonly [string, FilterAnswer] => [
      `/${facet}`,
      (scope, filter) => facetOptions(db, scope, filter, facet),
    ]),
    ['/contract', (scope, filter) => contractData(db, scope, filter)],
  ];
  // the spec's whole filtered list, kept for compatibility (the portal pages through
  // /facility/list): streamed, since at a million facilities it is a quarter of a gigabyte
  app.post('/api/qps/facility', async (request, reply) => {
    const { scope, filter } = await filterRequest(request);
    const key = { route: 'facility', scope, params: filter };
    return replyJsonArrayStreamed(
      deps,
      request,
      reply,
      key,
      filteredFacilitiesJsonBatches(db, scope, filter),
    );
  });
  for (const [suffix, answer] of filterAnswers) {
    app.post(`/api/qps/facility${suffix}`, async (request, reply) => {
      const { scope, filter } = await filterRequest(request);
      return replyCached(deps, request, reply, { route: `facility${suffix}`, scope, params: filter }, () =>
        answer(scope, filter),
      );
    });
  }

  const scopeAnswers: [string, (scope: ScopeContext) => Promise<unknown>][] = [
    ['surveys', (scope) => surveys(db, scope)],
    ['facilityGroup', (scope) => facilityGroups(db, scope)],
  ];
  for (const [name, answer] of scopeAnswers) {
    app.get(`/api/qps/facility/${name}`, async (request, reply) => {
      validate(noQuery, request.query, 'query');
      const { scope } = await auth.inEnvironment(request);
      return replyCached(deps, request, reply, { route: `facility/${name}`, scope, params: null }, () =>
        answer(scope),
      );
    });
  }

  app.post('/api/qps/survey/answers', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    const body = validate(surveyAnswersRequestSchema, request.body, 'body');
    if (body.facilityId !== undefined && !(await isFacilityVisible(db, scope, body.facilityId))) {
      throw notFound(`Facility ${body.facilityId} not found.`);
    }
    const params = { ...body, filter: body.filter && canonicalFilter(body.filter) };
    return replyCached(deps, request, reply, { route: 'survey/answers', scope, params }, async () => {
      const answers = await surveyAnswers(db, scope, params);
      if (!answers) throw notFound(`Survey ${body.surveyId} not found.`);
      return answers;
    });
  });

  app.get('/api/qps/facility/:id/thumbnail', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const { id } = validate(facilityIdParamsSchema, request.params, 'path');
    const { scope } = await auth.inEnvironment(request);
    const facts = (await isFacilityVisible(db, scope, id))
      ? await thumbnailFacts(db, scope.environmentId, id, false)
      : null;
    if (!facts) throw notFound(`Facility ${id} not found.`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'private, max-age=3600')
      .send(facilityThumbnailSvg(facts));
  });

  app.get('/api/qps/activity/download/:id', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const { id } = validate(facilityIdParamsSchema, request.params, 'path');
    const { scope } = await auth.inEnvironment(request);
    const { rows } = await db.query<ActivityDocument & { facilityId: number }>(
      `SELECT ac.id, ac.title, to_char(ac.activity_date, 'YYYY-MM-DD') AS "activityDate", ac.file_name AS "fileName",
         f.id AS "facilityId", f.name AS "facilityName", f.code AS "facilityCode",
         round(a.total_score::numeric, 1)::float8 AS "totalScore", a.awarded_level::int AS "awardedLevel"
       FROM activities ac JOIN facilities f ON f.environment_id = ac.environment_id AND f.id = ac.facility_id
         LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.assessed_on = ac.activity_date
       WHERE ac.environment_id = $1 AND ac.id = $2`,
      [scope.environmentId, id],
    );
    const activity = rows[0];
    if (!activity || !(await isFacilityVisible(db, scope, activity.facilityId)))
      throw notFound(`Document ${id} not found.`);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${activity.fileName}"`)
      .send(activityDocumentPdf(activity));
  });
}
