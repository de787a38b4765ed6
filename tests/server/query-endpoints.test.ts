import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facility } from '../../contract/domain.types';
import { bumpDataVersion } from '../../server/db/data-version';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
let analyst: string;
let facilityIds: number[];
let momCareFacilityId: number;
beforeAll(async () => {
  api = await startTestApi('queries');
  analyst = await api.token(USERS.analyst);
  const list = await call<Facility[]>(api, '/api/qps/facility', {
    token: analyst,
    environmentId: ENVIRONMENTS.afyaProduction,
    body: { activeStates: [] },
  });
  facilityIds = list.body.filter((facility) => facility.awardedLevel !== null).map((facility) => facility.id);
  const { rows } = await api.db.query<{ facility_id: number }>(
    `SELECT m.facility_id FROM momcare_monthly m JOIN facilities f ON f.environment_id = m.environment_id AND f.id = m.facility_id
     WHERE f.environment_id = 'afya-production' ORDER BY m.facility_id LIMIT 1`,
  );
  momCareFacilityId = rows[0].facility_id;
});
afterAll(() => api?.close());

describe('the answer envelope', () => {
  it('data, texts, options and additionalOptions are JSON text; texts follow the culture', async () => {
    const answer = await call<Record<string, unknown>>(api, '/api/qps/query/getResult?hint=Home/Summary', {
      token: analyst,
      environmentId: ENVIRONMENTS.afyaProduction,
      body: { key: 'Home/Summary', culture: 'fr-FR' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.hasError).toBe(false);
    for (const field of ['data', 'texts', 'options', 'additionalOptions'])
      expect(typeof answer.body[field]).toBe('string');
    expect(JSON.parse(answer.body.texts as string)).toEqual({
      title: 'Synthèse du réseau',
      culture: 'fr-FR',
    });
    expect(Array.isArray(JSON.parse(answer.body.additionalOptions as string))).toBe(true);
  });

  it('an unknown key is a 400 naming the key', async () => {
    const answer = await query(api, analyst, 'Nope/Nothing');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('Nope/Nothing');
  });

  it('unknown or mistyped parameters are a 400 naming the parameter', async () => {
    const unknown = await query(api, analyst, 'Home/Summary', { surprise: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toContain('surprise');
    const mistyped = await query(api, analyst, 'Facility/Details', { facilityId: 'one' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error?.message).toContain('facilityId');
  });
});

describe('general queries', () => {
  it('General/AppToggles answers the six toggles and the pages the filter hides (none for every facility); the training environment switches off facility numbers and extended KPIs', async () => {
    const production = await query(api, analyst, 'General/AppToggles', { filteredFacilities: facilityIds });
    expect(production.rows).toEqual([
      {
        showNetworkTab: true,
        showFacilityNumbersTab: true,
        showYearlyPerformanceTab: true,
        showAvailableServiceMap: true,
        showServiceLevelMap: true,
        showExtendedKpis: true,
        filterHides: [],
      },
    ]);
    const training = await query(
      api,
      analyst,
      'General/AppToggles',
      { filteredFacilities: [] },
      ENVIRONMENTS.afyaTraining,
    );
    expect(training.rows[0]).toMatchObject({
      showFacilityNumbersTab: false,
      showExtendedKpis: false,
      showNetworkTab: false,
    });
  });

  it('General/SyncProgress answers the latest run, finished', async () => {
    const answer = await query(api, analyst, 'General/SyncProgress');
    expect(answer.rows).toEqual([
      { run_start_timestamp: '2025-12-31T02:00:00Z', run_end_timestamp: '2025-12-31T02:17:00Z' },
    ]);
  });
});

describe('filter option queries', () => {
  it('General/FacilityCategories lists the categories of the environment, by name', async () => {
    const answer = await query(api, analyst, 'General/FacilityCategories');
    const names = answer.rows.map((row) => (row as { name: string }).name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort());
    expect(answer.rows[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('targets', () => {
  it("General/Targets answers the environment's score and level targets, and none where it sets none", async () => {
    const production = await query(api, analyst, 'General/Targets');
    expect(production.rows).toEqual([{ scoreTarget: 75, levelTarget: 3 }]);
    const training = await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.afyaTraining);
    expect(training.rows).toEqual([{ scoreTarget: null, levelTarget: null }]);
  });

  it("each tenant sees its own targets; another tenant's environment is refused", async () => {
    const maishaAnalyst = await api.token(USERS.secondTenantAnalyst);
    const own = await query(api, maishaAnalyst, 'General/Targets', {}, ENVIRONMENTS.maishaProduction);
    expect(own.rows).toEqual([{ scoreTarget: 70, levelTarget: 4 }]);
    const foreign = await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.maishaProduction);
    expect(foreign.status).toBe(403);
    expect(foreign.rows).toEqual([]);
  });

  it('a target outside its range (a text, a score over 100, a level that is no certification level) is no target', async () => {
    // a change of settings is a change of the environment's data: cached answers must not outlive it
    const setTargets = async (targets: object) => {
      await api.db.query('UPDATE environments SET settings = settings || $2::jsonb WHERE id = $1', [
        ENVIRONMENTS.afyaTraining,
        JSON.stringify(targets),
      ]);
      await bumpDataVersion(api.db, [ENVIRONMENTS.afyaTraining]);
    };
    const none = [{ scoreTarget: null, levelTarget: null }];
    await setTargets({ scoreTarget: 'high', levelTarget: 'three' });
    expect((await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.afyaTraining)).rows).toEqual(none);
    await setTargets({ scoreTarget: 140, levelTarget: 6 });
    expect((await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.afyaTraining)).rows).toEqual(none);
    // certification levels are whole numbers 1-5
    await setTargets({ scoreTarget: -1, levelTarget: 2.5 });
    expect((await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.afyaTraining)).rows).toEqual(none);
    await setTargets({ scoreTarget: 100, levelTarget: 5 });
    expect((await query(api, analyst, 'General/Targets', {}, ENVIRONMENTS.afyaTraining)).rows).toEqual([
      { scoreTarget: 100, levelTarget: 5 },
    ]);
    await api.db.query(
      `UPDATE environments SET settings = settings - 'scoreTarget' - 'levelTarget' WHERE id = $1`,
      [ENVIRONMENTS.afyaTraining],
    );
    await bumpDataVersion(api.db, [ENVIRONMENTS.afyaTraining]);
  });
});

describe('page queries', () => {
  it('Home/Summary counts active and inactive facilities and the level mix of the filtered network', async () => {
    const all = await call<Facility[]>(api, '/api/qps/facility', {
      token: analyst,
      environmentId: ENVIRONMENTS.afyaProduction,
      body: { activeStates: [] },
    });
    const [row] = (await query(api, analyst, 'Home/Summary', { filter: { activeStates: [] } }))
      .rows as Record<string, number>[];
    expect(row.facilityCount).toBe(all.body.length);
    expect(row.activeCount + row.inactiveCount).toBe(row.facilityCount);
    expect(row.level1 + row.level2 + row.level3 + row.level4 + row.level5 + row.none).toBe(row.facilityCount);
    expect(row.latestYear).toBe(2025);
  });

  it('facility queries answer details, latest service-element scores, history, documents and MomCare months', async () => {
    const facilityId = facilityIds[0];
    const [details] = (await query(api, analyst, 'Facility/Details', { facilityId })).rows;
    expect(details).toMatchObject({ id: facilityId });
    const scores = (await query(api, analyst, 'Facility/ServiceElementScores', { facilityId })).rows;
    expect(scores).toHaveLength(8);
    const history = (
      await query<{ year: number; scores: number[] }>(api, analyst, 'Facility/AssessmentHistory', {
        facilityId,
      })
    ).rows;
    expect(history.at(-1)?.scores).toHaveLength(8);
    expect((await query(api, analyst, 'Facility/Activities', { facilityId })).rows.length).toBeGreaterThan(0);
    const months = (
      await query(api, analyst, 'MomCare/Indicators', {
        facilityId: momCareFacilityId,
        from: '2025-04',
        to: '2025-06',
      })
    ).rows;
    expect(months.map((month) => month.month)).toEqual(['2025-04', '2025-05', '2025-06']);
  });

  it('Benchmarking/Peers places the facility among its peers per service element', async () => {
    const rows = (
      await query<Record<string, number>>(api, analyst, 'Benchmarking/Peers', {
        facilityId: facilityIds[0],
        peerGroup: 'network',
        filter: { activeStates: [] },
      })
    ).rows;
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.peerCount).toBe(facilityIds.length - 1 + (await uncertifiedAssessed()));
      expect(row.q1).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.q3);
      expect(row.rank).toBeGreaterThanOrEqual(1);
    }
  });

  it('BenchmarkingV2/Comparison answers each chosen facility’s scores with the network median', async () => {
    const chosen = facilityIds.slice(0, 3);
    const rows = (
      await query<{ facilityId: number; peerMedian: number }>(api, analyst, 'BenchmarkingV2/Comparison', {
        facilityIds: chosen,
      })
    ).rows;
    expect(rows).toHaveLength(24);
    expect([...new Set(rows.map((row) => row.facilityId))]).toEqual(chosen);
    expect(rows.every((row) => typeof row.peerMedian === 'number')).toBe(true);
  });

  it('network, yearly and facility-number queries aggregate the filtered network', async () => {
    const regions = (
      await query<{ facilityCount: number }>(api, analyst, 'Network/Aggregates', { groupBy: 'region' })
    ).rows;
    expect(regions.length).toBeGreaterThan(1);
    const yearly = (await query<{ year: number }>(api, analyst, 'YearlyPerformance/Overall', {})).rows;
    expect(yearly.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect((await query(api, analyst, 'YearlyPerformance/ServiceElements', {})).rows).toHaveLength(40);
    const numbers = (await query<{ dimension: string }>(api, analyst, 'FacilityNumbers/Counts', {})).rows;
    expect(new Set(numbers.map((row) => row.dimension))).toEqual(
      new Set(['category', 'level', 'region', 'activeState']),
    );
  });
});

describe('permissions and scope', () => {
  it('home queries need QAP.HomePage; benchmarking, yearly and facility-number queries need their page permission', async () => {
    const viewer = await api.token(USERS.viewer);
    expect((await query(api, viewer, 'Home/Summary')).status).toBe(200);
    const gated = {
      'Benchmarking/Peers': { facilityId: facilityIds[0] },
      'BenchmarkingV2/Comparison': { facilityIds: [facilityIds[0]] },
      'YearlyPerformance/Overall': {},
      'YearlyPerformance/ServiceElements': {},
      'FacilityNumbers/Counts': {},
    };
    for (const [key, params] of Object.entries(gated)) {
      const answer = await query(api, viewer, key, params);
      expect(answer.status, key).toBe(403);
      expect(answer.body.error?.message).toMatch(/permission/);
    }
  });

  it('a facility user’s queries cover only its own facility; another facility is not found', async () => {
    const token = await api.token(USERS.facilityUser);
    const [own] = (
      await api.db.query<{ facility_id: number }>('SELECT facility_id FROM users WHERE id = $1', [
        USERS.facilityUser,
      ])
    ).rows;
    const [summary] = (
      await query<{ facilityCount: number }>(api, token, 'Home/Summary', {
        filter: { activeStates: [false] },
      })
    ).rows;
    expect(summary.facilityCount).toBe(1);
    expect((await query(api, token, 'Facility/Details', { facilityId: own.facility_id })).status).toBe(200);
    const other = facilityIds.find((id) => id !== own.facility_id);
    expect((await query(api, token, 'Facility/Details', { facilityId: other })).status).toBe(404);
  });
});

/** Facilities with a latest assessment but no level are peers too. */
async function uncertifiedAssessed(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM facilities WHERE environment_id = 'afya-production' AND awarded_level IS NULL AND latest_year IS NOT NULL`,
  );
  return rows[0].n;
}
