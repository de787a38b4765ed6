import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentYearRow } from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/** Home/AssessmentYears: the years the selection has assessments in, counted here with plain SQL. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('assessment-years');
});
afterAll(() => api?.close());

async function yearsWithAssessments(extra = 'true', values: unknown[] = []) {
  const { rows } = await api.db.query<{ year: number }>(
    `SELECT DISTINCT a.year::int AS year FROM assessments a
       JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
     WHERE a.environment_id = $1 AND ${extra} ORDER BY year`,
    [ENVIRONMENTS.afyaProduction, ...values],
  );
  return rows.map((row) => row.year);
}

const yearsOf = async (token: string, params: Record<string, unknown> = {}) => {
  const answer = await query<AssessmentYearRow>(api, token, 'Home/AssessmentYears', params);
  expect(answer.status).toBe(200);
  return answer.rows.map((row) => row.year);
};

describe('Home/AssessmentYears: the years a period picker offers', () => {
  it('every year the environment has assessments in, oldest first, and no other', async () => {
    const analyst = await api.token(USERS.analyst);
    const expected = await yearsWithAssessments();
    expect(expected.length).toBeGreaterThan(1);
    expect(await yearsOf(analyst, { filter: { activeStates: [] } })).toEqual(expected);
  });

  it('a facility user gets the years of their own facility', async () => {
    const [own] = (
      await api.db.query<{ facility_id: number }>('SELECT facility_id FROM users WHERE id = $1', [
        USERS.facilityUser,
      ])
    ).rows;
    const token = await api.token(USERS.facilityUser);
    expect(await yearsOf(token)).toEqual(await yearsWithAssessments('a.facility_id = $2', [own.facility_id]));
  });
});
