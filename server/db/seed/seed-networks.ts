import type { Queryable } from '../database.js';
import { BulkTable } from './bulk-table.js';
import type { Random } from './random.js';
import { FACILITY_GROUP_NAMES, ORGANIZATION_NAMES, SURVEYS } from './reference-data.js';
import type { SeededFacility } from './seed-facilities.js';

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
 * the last four supervisors or funders. Each contract covers a random share of the facilities;
 * some facilities are in no contract at all.
 */
export async function seedContracts(
  db: Queryable,
  random: Random,
  environmentId: string,
  facilities: SeededFacility[],
  ids: NetworkIds,
): Promise<void> {
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
  const members = new BulkTable(db, 'contract_facilities', [
    { name: 'contract_id', type: 'int' },
    { name: 'facility_id', type: 'int' },
  ]);
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
        'INSERT INTO contract_organizations (contract_id, role_id, organization_id) VALUES ($1, $2, $3)',
        [ids.contract, roleId, organizationIds[organization]],
      );
    }
    const share = 0.05 + random.next() * 0.15;
    for (const facility of facilities) {
      if (random.chance(share)) await members.add([ids.contract, facility.id]);
    }
  }
  await members.flush();
}

/** Each survey is answered by about a quarter of the facilities; better facilities answer "Yes" more often. */
export async function seedSurveys(
  db: Queryable,
  random: Random,
  environmentId: string,
  facilities: SeededFacility[],
  ids: NetworkIds,
): Promise<void> {
  const answers = new BulkTable(db, 'survey_answers', [
    { name: 'question_id', type: 'int' },
    { name: 'survey_id', type: 'int' },
    { name: 'facility_id', type: 'int' },
    { name: 'answer', type: 'text' },
  ]);
  for (const survey of SURVEYS) {
    ids.survey += 1;
    const surveyId = ids.survey;
    await db.query('INSERT INTO surveys (id, environment_id, name, year) VALUES ($1, $2, $3, $4)', [
      surveyId,
      environmentId,
      `${survey.name} ${survey.year}`,
      survey.year,
    ]);
    const questionIds: number[] = [];
    for (const [index, text] of survey.questions.entries()) {
      ids.question += 1;
      questionIds.push(ids.question);
      await db.query(
        'INSERT INTO survey_questions (id, survey_id, text, sort_order) VALUES ($1, $2, $3, $4)',
        [ids.question, surveyId, text, index + 1],
      );
    }
    for (const facility of facilities) {
      if (!random.chance(0.25)) continue;
      for (const questionId of questionIds) {
        const positive = random.chance(facility.quality / 100);
        const answer = positive ? survey.answers[0] : random.pick(survey.answers.slice(1));
        await answers.add([questionId, surveyId, facility.id, answer]);
      }
    }
  }
  await answers.flush();
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
