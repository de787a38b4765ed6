import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractData, Facility } from '../../contract/domain.types';
import type { RegionOption, SurveyAnswers, SurveyOption } from '../../contract';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('facility');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const environmentId = ENVIRONMENTS.afyaProduction;
const isActive = (facility: Facility) =>
  facility.isCertActive || facility.isSelfActive || facility.isEntryActive;
const facilities = async (body: unknown, token = analyst) =>
  (await call<Facility[]>(api, '/api/qps/facility', { token, environmentId, body })).body;
const environmentCount = async () =>
  (
    await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM facilities WHERE environment_id = $1', [
      environmentId,
    ])
  ).rows[0].n;

describe('POST /api/qps/facility executes the filter', () => {
  it('the default filter (activeStates [true]) returns only active facilities, each active by any of the three flags', async () => {
    const active = await facilities({ activeStates: [true] });
    const all = await facilities({ activeStates: [] });
    expect(active.length).toBeGreaterThan(0);
    expect(active.every(isActive)).toBe(true);
    expect(all.filter(isActive).map((facility) => facility.id)).toEqual(
      active.map((facility) => facility.id),
    );
    expect(all).toHaveLength(await environmentCount());
  });

  it('activeStates [false] returns only inactive facilities', async () => {
    const inactive = await facilities({ activeStates: [false] });
    expect(inactive.every((facility) => !isActive(facility))).toBe(true);
  });

  it('the facility list is sent gzip-compressed to a client that accepts it', async () => {
    const answer = await call<Facility[]>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: {},
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.body.length).toBeGreaterThan(0);
  });

  it('answers compact facilities with a location', async () => {
    const [first] = await facilities({});
    expect(Object.keys(first).sort()).toEqual(
      [
        'awardedLevel',
        'categoryId',
        'facilityGroupId',
        'id',
        'isCertActive',
        'isEntryActive',
        'isSelfActive',
        'location',
        'name',
      ].sort(),
    );
    expect(Object.keys(first.location).sort()).toEqual([
      'countryId',
      'districtId',
      'latitude',
      'longitude',
      'regionId',
    ]);
  });

  it('countries, levels (0 = uncertified) and categories narrow the list', async () => {
    expect(
      (await facilities({ countryIds: [2] })).every((facility) => facility.location.countryId === 2),
    ).toBe(true);
    const uncertified = await facilities({ awardedLevels: [0] });
    expect(uncertified.length).toBeGreaterThan(0);
    expect(uncertified.every((facility) => facility.awardedLevel === null)).toBe(true);
    const topLevels = await facilities({ awardedLevels: [4, 5], facilityCategoryIds: [1, 2, 3] });
    expect(
      topLevels.every((facility) => [4, 5].includes(facility.awardedLevel ?? 0) && facility.categoryId <= 3),
    ).toBe(true);
  });

  it('facility group 0 keeps the facilities of no facility group, beside any group named with it', async () => {
    const all = await facilities({ activeStates: [] });
    const ungrouped = all
      .filter((facility) => facility.facilityGroupId === null)
      .map((facility) => facility.id);
    const someGroup = all.find((facility) => facility.facilityGroupId !== null)?.facilityGroupId as number;
    const inGroup = all
      .filter((facility) => facility.facilityGroupId === someGroup)
      .map((facility) => facility.id);
    expect(ungrouped.length).toBeGreaterThan(0);
    const ids = async (facilityGroupIds: number[]) =>
      (await facilities({ activeStates: [], facilityGroupIds })).map((facility) => facility.id).sort();
    expect(await ids([0])).toEqual([...ungrouped].sort());
    expect(await ids([0, someGroup])).toEqual([...ungrouped, ...inGroup].sort());
    const negative = await call(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: { facilityGroupIds: [-1] },
    });
    expect(negative.status).toBe(400);
  });

  it('contractFacilityIds keeps only those facilities; an empty list keeps none', async () => {
    const some = (await facilities({})).slice(0, 3).map((facility) => facility.id);
    expect((await facilities({ contractFacilityIds: some })).map((facility) => facility.id)).toEqual(some);
    expect(await facilities({ contractFacilityIds: [] })).toEqual([]);
  });

  it('intakeFilters ByLevel drills down to one level', async () => {
    const level2 = await facilities({ intakeFilters: { filterType: 'ByLevel', level: 2 } });
    expect(level2.length).toBeGreaterThan(0);
    expect(level2.every((facility) => facility.awardedLevel === 2)).toBe(true);
  });

  it('a facility user only ever sees its own facility, whatever filter it sends', async () => {
    const token = await api.token(USERS.facilityUser);
    const { rows } = await api.db.query<{ facility_id: number }>(
      'SELECT facility_id FROM users WHERE id = $1',
      [USERS.facilityUser],
    );
    for (const filter of [{}, { activeStates: [false] }, { countryIds: [3], awardedLevels: [0] }]) {
      expect((await facilities(filter, token)).map((facility) => facility.id)).toEqual([rows[0].facility_id]);
    }
  });
});

describe('filter options', () => {
  it('region options are narrowed by the chosen country but not by the chosen region', async () => {
    const answer = await call<RegionOption[]>(api, '/api/qps/facility/region', {
      token: analyst,
      environmentId,
      body: { countryIds: [1], regionIds: [1] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(1);
    expect(answer.body.every((region) => region.countryId === 1 && region.facilityCount > 0)).toBe(true);
  });

  it('country and district options list what the filter leaves', async () => {
    const countries = await call<{ id: number }[]>(api, '/api/qps/facility/country', {
      token: analyst,
      environmentId,
      body: {},
    });
    expect(countries.body.map((country) => country.id).sort()).toEqual([1, 2, 3]);
    const districts = await call<{ regionId: number }[]>(api, '/api/qps/facility/district', {
      token: analyst,
      environmentId,
      body: { regionIds: [1] },
    });
    expect(districts.body.length).toBeGreaterThan(0);
    expect(districts.body.every((district) => district.regionId === 1)).toBe(true);
  });

  it('contract data holds the contracts with their organizations and facility counts, the organizations and the roles: no id lists', async () => {
    const answer = await call<ContractData>(api, '/api/qps/facility/contract', {
      token: analyst,
      environmentId,
      body: { activeStates: [] },
    });
    const { rows } = await api.db.query<{ id: number; facilities: number }>(
      `SELECT c.id, count(*)::int AS facilities FROM contracts c JOIN contract_facilities cf ON cf.environment_id = c.environment_id AND cf.contract_id = c.id
       WHERE c.environment_id = $1 GROUP BY c.id`,
      [environmentId],
    );
    expect(answer.body.contracts.length).toBeGreaterThan(0);
    expect(Object.fromEntries(answer.body.contracts.map((c) => [c.id, c.facilityCount]))).toEqual(
      Object.fromEntries(rows.map((row) => [row.id, row.facilities])),
    );
    for (const contract of answer.body.contracts) {
      expect(Object.keys(contract).sort()).toEqual(['facilityCount', 'id', 'name', 'organizations']);
      expect(contract.organizations.length).toBeGreaterThanOrEqual(2);
    }
    expect(Object.keys(answer.body).sort()).toEqual([
      'contracts',
      'organizations',
      'roles',
      'uncontractedFacilityCount',
    ]);
    expect(answer.body.roles.map((role) => role.name)).toContain('Payer');
    expect(answer.body.organizations.length).toBe(12);
  });

  it('spec 5, contract null: the contract data counts the facilities that belong to no contract, narrowed by the filter', async () => {
    const count = async (body: unknown) =>
      (await call<ContractData>(api, '/api/qps/facility/contract', { token: analyst, environmentId, body }))
        .body.uncontractedFacilityCount;
    const { rows } = await api.db.query<{ id: number; active: boolean }>(
      `SELECT f.id, f.is_cert_active OR f.is_self_active OR f.is_entry_active AS active FROM facilities f
       WHERE f.environment_id = $1 AND NOT EXISTS (SELECT 1 FROM contract_facilities cf WHERE cf.environment_id = f.environment_id AND cf.facility_id = f.id)`,
      [environmentId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(await count({ activeStates: [] })).toBe(rows.length);
    expect(await count({ activeStates: [true] })).toBe(rows.filter((row) => row.active).length);
  });

  it('facility groups and surveys of the environment are listed', async () => {
    const groups = await call<{ name: string }[]>(api, '/api/qps/facility/facilityGroup', {
      token: analyst,
      environmentId,
    });
    expect(groups.body.map((group) => group.name)).toContain('Public Sector');
    const surveys = await call<SurveyOption[]>(api, '/api/qps/facility/surveys', {
      token: analyst,
      environmentId,
    });
    expect(surveys.body).toHaveLength(2);
    expect(surveys.body[0].questionCount).toBe(4);
  });

  it('survey answers count the answers per question over the filtered facilities', async () => {
    const surveys = await call<SurveyOption[]>(api, '/api/qps/facility/surveys', {
      token: analyst,
      environmentId,
    });
    const survey = surveys.body[0];
    const answer = await call<SurveyAnswers>(api, '/api/qps/survey/answers', {
      token: analyst,
      environmentId,
      body: { surveyId: survey.id, filter: { activeStates: [] } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.respondentCount).toBe(survey.respondentCount);
    for (const question of answer.body.questions) {
      expect(question.answers.reduce((sum, entry) => sum + entry.count, 0)).toBe(survey.respondentCount);
    }
  });

  it('a survey filter keeps only the facilities that answered it', async () => {
    const surveys = await call<SurveyOption[]>(api, '/api/qps/facility/surveys', {
      token: analyst,
      environmentId,
    });
    const answered = await facilities({ activeStates: [], surveyIds: [surveys.body[0].id] });
    expect(answered).toHaveLength(surveys.body[0].respondentCount);
  });
});

describe('files', () => {
  it('GET /api/qps/facility/{id}/thumbnail answers an SVG image', async () => {
    const [first] = await facilities({});
    const answer = await call(api, `/api/qps/facility/${first.id}/thumbnail`, {
      token: analyst,
      environmentId,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.text).toMatch(/^<svg /);
  });

  it('GET /api/qps/activity/download/{id} answers a PDF attachment', async () => {
    const { rows } = await api.db.query<{ id: number; file_name: string }>(
      `SELECT a.id, a.file_name FROM activities a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
       WHERE f.environment_id = $1 ORDER BY a.id LIMIT 1`,
      [environmentId],
    );
    const response = await fetch(`${api.baseUrl}/api/qps/activity/download/${rows[0].id}`, {
      headers: { Authorization: `Bearer ${analyst}`, environmentId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${rows[0].file_name}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
  });
});
