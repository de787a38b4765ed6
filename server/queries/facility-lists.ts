import type { ContractData } from '../../contract/domain.types.js';
import type {
  CountryOption,
  DistrictOption,
  FacilityGroupOption,
  RegionOption,
  SurveyAnswers,
  SurveyOption,
} from '../../contract/facility.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import { facilityScopeSql, type ScopeContext } from './facility-scope.js';
import { SqlParams } from './sql-params.js';

/** One facility (base table `b`) as compact JSON text, assembled by the database (json_build_object pads with spaces). */
const FACILITY_JSON = `'{"id":' || b.id || ',"name":' || to_json(b.name)::text
  || ',"categoryId":' || b.category_id
  || ',"facilityGroupId":' || coalesce(b.facility_group_id::text, 'null')
  || ',"awardedLevel":' || coalesce(b.awarded_level::text, 'null')
  || ',"location":{"countryId":' || b.country_id || ',"regionId":' || b.region_id || ',"districtId":' || b.district_id
  || ',"latitude":' || b.latitude::text || ',"longitude":' || b.longitude::text
  || '},"isCertActive":' || b.is_cert_active::text || ',"isSelfActive":' || b.is_self_active::text
  || ',"isEntryActive":' || b.is_entry_active::text || '}'`;

/** Facilities per batch of the whole-list answer: about 1.3 MB of JSON, the most held at once. */
export const FACILITY_LIST_BATCH_SIZE = 5000;

/**
 * POST /api/qps/facility: the filtered facilities in id order, as JSON text fragments of one
 * batch each (objects joined by commas, no brackets), built by the database and read by keyset
 * (after the last id sent), so a million facilities stream without being held in Node or in one
 * database answer.
 */
export async function* filteredFacilitiesJsonBatches(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  batchSize = FACILITY_LIST_BATCH_SIZE,
): AsyncGenerator<string> {
  let afterId = 0;
  for (;;) {
    const sql = new SqlParams();
    const where = facilityScopeSql(sql, scope, filter);
    const { rows } = await db.query<{ body: string | null; last: number | null; facilities: number }>(
      `SELECT string_agg(${FACILITY_JSON}, ',' ORDER BY b.id) AS body, max(b.id) AS last, count(*)::int AS facilities
       FROM (SELECT f.environment_id, f.facility_id FROM facility_facts f
             WHERE ${where} AND f.facility_id > ${sql.add(afterId)}
             ORDER BY f.facility_id LIMIT ${sql.add(batchSize)}) page
         JOIN facilities b ON b.environment_id = page.environment_id AND b.id = page.facility_id
       WHERE b.environment_id = ${sql.add(scope.environmentId)}`,
      sql.values,
    );
    const [{ body, last, facilities }] = rows;
    if (body === null || last === null) return;
    yield body;
    if (facilities < batchSize) return;
    afterId = last;
  }
}

const FACETS = {
  country: {
    table: 'countries',
    column: 'country_id',
    extra: 'g.iso_code AS "isoCode"',
    group: 'g.iso_code',
  },
  region: {
    table: 'regions',
    column: 'region_id',
    extra: 'g.country_id AS "countryId"',
    group: 'g.country_id',
  },
  district: {
    table: 'districts',
    column: 'district_id',
    extra: 'g.region_id AS "regionId"',
    group: 'g.region_id',
  },
} as const;

type FacetRow = { country: CountryOption; region: RegionOption; district: DistrictOption };

/** Options of one location facet, narrowed by every other filter value (its own choice is ignored). */
export async function facetOptions<K extends keyof typeof FACETS>(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  facet: K,
): Promise<FacetRow[K][]> {
  const sql = new SqlParams();
  const source = selectionSource(sql, scope, filter, { ignore: [facet] });
  const { table, column, extra, group } = FACETS[facet];
  const { rows } = await db.query<FacetRow[K]>(
    `SELECT g.id, g.name, ${extra}, ${facilityCount()} AS "facilityCount"
     FROM ${source} JOIN ${table} g ON g.id = s.${column}
     GROUP BY g.id, g.name, ${group} ORDER BY g.name`,
    sql.values,
  );
  return rows;
}

/**
 * Contracts holding at least one facility matching the filter (contract choice ignored), with
 * their parties and how many matching facilities each holds, and how many matching facilities no
 * contract holds (the "No contract" choice). No facility ids: the server resolves a contract choice.
 */
export async function contractData(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
): Promise<ContractData> {
  const sql = new SqlParams();
  const where = facilityScopeSql(sql, scope, filter, ['contract']);
  const environment = sql.add(scope.environmentId);
  // joins, each table narrowed to the environment by a constant: Citus routes it to one shard
  const { rows: contracts } = await db.query<ContractData['contracts'][number]>(
    `WITH matching AS (
       SELECT cf.environment_id, cf.contract_id, count(*)::int AS facilities
       FROM contract_facilities cf JOIN facility_facts f ON f.environment_id = cf.environment_id AND f.facility_id = cf.facility_id
       WHERE ${where} GROUP BY cf.environment_id, cf.contract_id
     ),
     parties AS (
       SELECT co.contract_id, json_agg(json_build_object('roleId', co.role_id, 'organizationId', co.organization_id)
         ORDER BY co.role_id, co.organization_id) AS organizations
       FROM contract_organizations co WHERE co.environment_id = ${environment} GROUP BY co.contract_id
     )
     SELECT c.id, c.name, m.facilities AS "facilityCount", p.organizations
     FROM contracts c JOIN matching m ON m.environment_id = c.environment_id AND m.contract_id = c.id
       LEFT JOIN parties p ON p.contract_id = c.id
     WHERE c.environment_id = ${environment} ORDER BY c.name`,
    sql.values,
  );
  const { rows: organizations } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM organizations WHERE environment_id = $1 ORDER BY name',
    [scope.environmentId],
  );
  const { rows: roles } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM roles ORDER BY id',
  );
  const uncontracted = new SqlParams();
  const { rows: uncontractedRows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM facility_facts f
     WHERE ${facilityScopeSql(uncontracted, scope, filter, ['contract'])} AND NOT f.has_contract`,
    uncontracted.values,
  );
  return { contracts, organizations, roles, uncontractedFacilityCount: uncontractedRows[0].count };
}

export async function facilityGroups(db: Queryable, scope: ScopeContext): Promise<FacilityGroupOption[]> {
  const sql = new SqlParams();
  const source = selectionSource(sql, scope);
  const { rows } = await db.query<FacilityGroupOption>(
    `WITH counted AS (SELECT s.facility_group_id, ${facilityCount()} AS count FROM ${source} GROUP BY s.facility_group_id)
     SELECT g.id, g.name, coalesce(c.count, 0) AS "facilityCount"
     FROM facility_groups g LEFT JOIN counted c ON c.facility_group_id = g.id
     WHERE g.environment_id = ${sql.add(scope.environmentId)} ORDER BY g.name`,
    sql.values,
  );
  return rows;
}

export async function surveys(db: Queryable, scope: ScopeContext): Promise<SurveyOption[]> {
  const sql = new SqlParams();
  const where = facilityScopeSql(sql, scope);
  const environment = sql.add(scope.environmentId);
  // joins, each table narrowed to the environment by a constant: Citus routes it to one shard
  const { rows } = await db.query<SurveyOption>(
    `WITH questions AS (
       SELECT q.survey_id, count(*)::int AS count FROM survey_questions q
       WHERE q.environment_id = ${environment} GROUP BY q.survey_id
     ),
     respondents AS (
       SELECT sa.survey_id, count(DISTINCT sa.facility_id)::int AS count
       FROM survey_answers sa JOIN facility_facts f ON f.environment_id = sa.environment_id AND f.facility_id = sa.facility_id
       WHERE ${where} GROUP BY sa.survey_id
     )
     SELECT s.id, s.name, s.year::int AS year, coalesce(q.count, 0) AS "questionCount",
       coalesce(r.count, 0) AS "respondentCount"
     FROM surveys s LEFT JOIN questions q ON q.survey_id = s.id LEFT JOIN respondents r ON r.survey_id = s.id
     WHERE s.environment_id = ${environment} ORDER BY s.year DESC, s.name`,
    sql.values,
  );
  return rows;
}

/** Answer counts per question of one survey over the scoped facilities (or a single one of them). */
export async function surveyAnswers(
  db: Queryable,
  scope: ScopeContext,
  request: { surveyId: number; facilityId?: number; filter?: WireFilter },
): Promise<SurveyAnswers | null> {
  const { rows: found } = await db.query<{ name: string }>(
    'SELECT name FROM surveys WHERE id = $1 AND environment_id = $2',
    [request.surveyId, scope.environmentId],
  );
  if (found.length === 0) return null;
  const sql = new SqlParams();
  const where = facilityScopeSql(sql, scope, request.filter);
  const single = request.facilityId === undefined ? '' : `AND f.facility_id = ${sql.add(request.facilityId)}`;
  const survey = sql.add(request.surveyId);
  const { rows } = await db.query<{
    id: number;
    text: string;
    answer: string | null;
    count: number;
    respondents: number;
  }>(
    `WITH answered AS (
       SELECT sa.question_id, sa.facility_id, sa.answer FROM survey_answers sa JOIN facility_facts f ON f.environment_id = sa.environment_id AND f.facility_id = sa.facility_id
       WHERE sa.survey_id = ${survey} AND ${where} ${single}
     )
     SELECT q.id, q.text, a.answer, count(a.answer)::int AS count,
       (SELECT count(DISTINCT facility_id)::int FROM answered) AS respondents
     FROM survey_questions q LEFT JOIN answered a ON a.question_id = q.id
     WHERE q.environment_id = ${sql.add(scope.environmentId)} AND q.survey_id = ${survey} GROUP BY q.id, q.text, q.sort_order, a.answer ORDER BY q.sort_order, a.answer`,
    sql.values,
  );
  const questions = new Map<number, SurveyAnswers['questions'][number]>();
  for (const row of rows) {
    const question = questions.get(row.id) ?? { id: row.id, text: row.text, answers: [] };
    if (row.answer !== null) question.answers.push({ answer: row.answer, count: row.count });
    questions.set(row.id, question);
  }
  return {
    surveyId: request.surveyId,
    name: found[0].name,
    respondentCount: rows[0]?.respondents ?? 0,
    questions: [...questions.values()],
  };
}
