import type { Queryable } from '../database.js';
import { FACILITY_GROUP_NAMES, ORGANIZATION_NAMES, SURVEYS } from './reference-data.js';
import { FACILITY_DRAWS } from './seed-facilities.js';
import { drawOf } from './sql-random.js';

const u = drawOf('f.id');

export interface NetworkIds {
  facilityGroup: number;
  organization: number;
  contract: number;
  survey: number;
  question: number;
  syncRun: number;
}

export async function seedFacilityGroups(
  db: Queryable,
  environmentId: string,
  ids: NetworkIds,
): Promise<number[]> {
  const groupIds: number[] = [];
  for (const name of FACILITY_GROUP_NAMES) {
    ids.facilityGroup += 1;
    await db.query('INSERT INTO facility_groups (id, environment_id, name) VALUES ($1, $2, $3)', [
      ids.facilityGroup,
      environmentId,
      name,
    ]);
    groupIds.push(ids.facilityGroup);
  }
  return groupIds;
}

const CONTRACTS_PER_ENVIRONMENT = 8;

/**
 * Organisations play roles in contracts: the first four are payers, the next four provider networks,
 * the last four supervisors or funders. Each contract covers a random 5-20% of the facilities (stream 599);
 * some facilities are in no contract at all (membership draws streams 600-607 of the facility draws).
 */
export async function seedContracts(db: Queryable, environmentId: string, ids: NetworkIds): Promise<void> {
  const organizationIds: number[] = [];
  for (const name of ORGANIZATION_NAMES) {
    ids.organization += 1;
    organizationIds.push(ids.organization);
    await db.query('INSERT INTO organizations (id, environment_id, name) VALUES ($1, $2, $3)', [
      ids.organization,
      environmentId,
      name,
    ]);
  }
  const contracts: { id: number; stream: number }[] = [];
  for (let index = 0; index < CONTRACTS_PER_ENVIRONMENT; index += 1) {
    ids.contract += 1;
    const payer = index % 4;
    const provider = 4 + ((index * 3) % 4);
    const overseer = 8 + (index % 4);
    await db.query('INSERT INTO contracts (id, environment_id, name) VALUES ($1, $2, $3)', [
      ids.contract,
      environmentId,
      `${ORGANIZATION_NAMES[payer]} - ${ORGANIZATION_NAMES[provider]}`,
    ]);
    const parties: [number, number][] = [
      [1, payer],
      [2, provider],
      [index % 2 === 0 ? 3 : 4, overseer],
    ];
    for (const [roleId, organization] of parties) {
      await db.query(
        'INSERT INTO contract_organizations (environment_id, contract_id, role_id, organization_id) VALUES ($1, $2, $3, $4)',
        [environmentId, ids.contract, roleId, organizationIds[organization]],
      );
    }
    contracts.push({ id: ids.contract, stream: 600 + index });
  }
  await db.query(
    `INSERT INTO contract_facilities (environment_id, contract_id, facility_id)
     SELECT $1, c.id, f.id FROM ${FACILITY_DRAWS} f
     JOIN jsonb_to_recordset($2::jsonb) AS c(id int, stream int)
       ON ${u('c.stream')} < 0.05 + 0.15 * pg_temp.qap_uniform(c.id, 599)`,
    [environmentId, JSON.stringify(contracts)],
  );
}

/**
 * Each survey is answered by about a quarter of the facilities (streams 700+); better facilities answer
 * "Yes" more often (streams 800+, two per question).
 */
export async function seedSurveys(db: Queryable, environmentId: string, ids: NetworkIds): Promise<void> {
  const questions: {
    id: number;
    surveyId: number;
    surveyStream: number;
    stream: number;
    answers: string[];
  }[] = [];
  for (const [surveyIndex, survey] of SURVEYS.entries()) {
    ids.survey += 1;
    const surveyId = ids.survey;
    await db.query('INSERT INTO surveys (id, environment_id, name, year) VALUES ($1, $2, $3, $4)', [
      surveyId,
      environmentId,
      `${survey.name} ${survey.year}`,
      survey.year,
    ]);
    for (const [index, text] of survey.questions.entries()) {
      ids.question += 1;
      await db.query(
        'INSERT INTO survey_questions (environment_id, id, survey_id, text, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [environmentId, ids.question, surveyId, text, index + 1],
      );
      questions.push({
        id: ids.question,
        surveyId,
        surveyStream: 700 + surveyIndex,
        stream: 800 + 2 * questions.length,
        answers: [...survey.answers],
      });
    }
  }
  await db.query(
    `INSERT INTO survey_answers (environment_id, question_id, survey_id, facility_id, answer)
     SELECT $1, q.id, q."surveyId", f.id,
       CASE WHEN ${u('q.stream')} < f.quality / 100 THEN q.answers[1]
         ELSE q.answers[2 + floor(${u('q.stream + 1')} * (cardinality(q.answers) - 1))::int] END
     FROM ${FACILITY_DRAWS} f
     JOIN jsonb_to_recordset($2::jsonb) AS q(id int, "surveyId" int, "surveyStream" int, stream int, answers text[])
       ON ${u('q."surveyStream"')} < 0.25`,
    [environmentId, JSON.stringify(questions)],
  );
}

/** Three nightly data-sync runs, all finished. */
export async function seedSyncRuns(db: Queryable, environmentId: string, ids: NetworkIds): Promise<void> {
  for (const day of [29, 30, 31]) {
    ids.syncRun += 1;
    await db.query(
      'INSERT INTO sync_runs (id, environment_id, run_start_timestamp, run_end_timestamp) VALUES ($1, $2, $3, $4)',
      [ids.syncRun, environmentId, `2025-12-${day}T02:00:00Z`, `2025-12-${day}T02:17:00Z`],
    );
  }
}
