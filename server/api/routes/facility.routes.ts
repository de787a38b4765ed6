import type { FastifyInstance } from 'fastify';
import { facilityIdParamsSchema, surveyAnswersRequestSchema } from '../../../contract/facility.schemas.js';
import { wireFilterSchema } from '../../../contract/filter.schemas.js';
import {
  contractData,
  facetOptions,
  facilityGroups,
  filteredFacilitiesJson,
  surveyAnswers,
  surveys,
} from '../../queries/facility-lists.js';
import { isFacilityVisible } from '../../queries/facility-scope.js';
import { thumbnailFacts } from '../../queries/public-facilities.js';
import { type ActivityDocument, activityDocumentPdf, facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import { noQuery, validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

/** Signed-in facility calls: filter execution, filter options, surveys, thumbnails, documents. */
export function facilityRoutes(app: FastifyInstance, { db, auth }: RouteDeps): void {
  const filterRequest = async (request: Parameters<typeof auth.inEnvironment>[0]) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    return { scope, filter: validate(wireFilterSchema, request.body, 'body') };
  };

  app.post('/api/qps/facility', async (request, reply) => {
    const { scope, filter } = await filterRequest(request);
    return reply
      .type('application/json; charset=utf-8')
      .send(await filteredFacilitiesJson(db, scope, filter));
  });

  for (const facet of ['country', 'region', 'district'] as const) {
    app.post(`/api/qps/facility/${facet}`, async (request) => {
      const { scope, filter } = await filterRequest(request);
      return facetOptions(db, scope, filter, facet);
    });
  }

  app.post('/api/qps/facility/contract', async (request) => {
    const { scope, filter } = await filterRequest(request);
    return contractData(db, scope, filter);
  });

  app.get('/api/qps/facility/surveys', async (request) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    return surveys(db, scope);
  });

  app.get('/api/qps/facility/facilityGroup', async (request) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    return facilityGroups(db, scope);
  });

  app.post('/api/qps/survey/answers', async (request) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    const body = validate(surveyAnswersRequestSchema, request.body, 'body');
    if (body.facilityId !== undefined && !(await isFacilityVisible(db, scope, body.facilityId))) {
      throw notFound(`Facility ${body.facilityId} not found.`);
    }
    const answers = await surveyAnswers(db, scope, body);
    if (!answers) throw notFound(`Survey ${body.surveyId} not found.`);
    return answers;
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
