import type { ZodType } from 'zod';
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
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import { replyCached, replyJsonArrayStreamed } from '../cached-reply.js';
import { canonicalFilter } from '../facility-selection.js';
import { type ActivityDocument, activityDocumentPdf, facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import type { RouteDeps } from './route-deps.js';

const notFoundAnswer = (what: string) => ({
  description: `${what} not found for this caller`,
  schema: answers.errorAnswer,
});

/** Signed-in facility calls: filter execution, filter options, surveys, thumbnails, documents. */
export function facilityRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db } = deps;

  // the spec's whole filtered list, kept for compatibility (the portal pages through
  // /facility/list): streamed, since at a million facilities it is a quarter of a gigabyte
  routes.add({
    method: 'POST',
    url: '/api/qps/facility',
    summary: 'Every facility the filter selects (the spec’s whole list; streamed)',
    request: { body: wireFilterSchema },
    answers: { 200: { description: 'Facility[]', schema: answers.facilities } },
    handler: async (request, reply, { scope }) => {
      const filter = canonicalFilter(request.body);
      return replyJsonArrayStreamed(
        deps,
        request,
        reply,
        { route: 'facility', scope, params: filter },
        filteredFacilitiesJsonBatches(db, scope, filter),
      );
    },
  });

  // Answers that are a function of the filter alone go through the answer cache.
  const filterAnswer = (
    suffix: string,
    summary: string,
    schema: ZodType,
    answer: (scope: ScopeContext, filter: WireFilter) => Promise<unknown>,
  ) =>
    routes.add({
      method: 'POST',
      url: `/api/qps/facility${suffix}`,
      summary,
      request: { body: wireFilterSchema },
      answers: { 200: { description: summary, schema } },
      handler: async (request, reply, { scope }) => {
        const filter = canonicalFilter(request.body);
        return replyCached(deps, request, reply, { route: `facility${suffix}`, scope, params: filter }, () =>
          answer(scope, filter),
        );
      },
    });
  filterAnswer(
    '/country',
    'Countries of the selected facilities (own country choice ignored)',
    answers.countries,
    (scope, filter) => facetOptions(db, scope, filter, 'country'),
  );
  filterAnswer(
    '/region',
    'Regions of the selected facilities (own region choice ignored)',
    answers.regions,
    (scope, filter) => facetOptions(db, scope, filter, 'region'),
  );
  filterAnswer(
    '/district',
    'Districts of the selected facilities (own district choice ignored)',
    answers.districts,
    (scope, filter) => facetOptions(db, scope, filter, 'district'),
  );
  filterAnswer(
    '/contract',
    'Contracts, organisations and roles of the selected facilities',
    answers.contractData,
    (scope, filter) => contractData(db, scope, filter),
  );

  const scopeAnswer = (
    name: string,
    summary: string,
    schema: ZodType,
    answer: (scope: ScopeContext) => Promise<unknown>,
  ) =>
    routes.add({
      method: 'GET',
      url: `/api/qps/facility/${name}`,
      summary,
      answers: { 200: { description: summary, schema } },
      handler: async (request, reply, { scope }) =>
        replyCached(deps, request, reply, { route: `facility/${name}`, scope, params: null }, () =>
          answer(scope),
        ),
    });
  scopeAnswer('surveys', 'The environment’s surveys', answers.surveys, (scope) => surveys(db, scope));
  scopeAnswer('facilityGroup', 'The environment’s facility groups', answers.facilityGroups, (scope) =>
    facilityGroups(db, scope),
  );

  routes.add({
    method: 'POST',
    url: '/api/qps/survey/answers',
    summary: 'One survey’s answers over the filtered facilities, or over one facility',
    request: { body: surveyAnswersRequestSchema },
    answers: {
      200: { description: 'SurveyAnswers', schema: answers.surveyAnswers },
      404: notFoundAnswer('Survey or facility'),
    },
    handler: async (request, reply, { scope }) => {
      const body = request.body;
      if (body.facilityId !== undefined && !(await isFacilityVisible(db, scope, body.facilityId))) {
        throw notFound(`Facility ${body.facilityId} not found.`);
      }
      const params = { ...body, filter: body.filter && canonicalFilter(body.filter) };
      return replyCached(deps, request, reply, { route: 'survey/answers', scope, params }, async () => {
        const answers = await surveyAnswers(db, scope, params);
        if (!answers) throw notFound(`Survey ${body.surveyId} not found.`);
        return answers;
      });
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/facility/:id/thumbnail',
    summary: 'A facility’s thumbnail, drawn from its category, initials and level',
    request: { params: facilityIdParamsSchema },
    answers: { 200: { description: 'SVG image', type: 'image/svg+xml' }, 404: notFoundAnswer('Facility') },
    handler: async (request, reply, { scope }) => {
      const { id } = request.params;
      const facts = (await isFacilityVisible(db, scope, id))
        ? await thumbnailFacts(db, scope.environmentId, id, false)
        : null;
      if (!facts) throw notFound(`Facility ${id} not found.`);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'private, max-age=3600')
        .send(facilityThumbnailSvg(facts));
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/activity/download/:id',
    summary: 'An activity’s document (an assessment report) as PDF',
    request: { params: facilityIdParamsSchema },
    answers: {
      200: { description: 'PDF, as an attachment', type: 'application/pdf' },
      404: notFoundAnswer('Document'),
    },
    handler: async (request, reply, { scope }) => {
      const { id } = request.params;
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
    },
  });
}
