import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppTogglesRow } from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * docs/ui.md, "Drill-downs follow the filter": Network Level stays in the drawer when the filter
 * narrows the network to one region or one district (the page then lists the level below), and a
 * page the filter's facilities turn off is named with its reason (`filterHides`), never hidden
 * silently; a page the environment itself switches off is not the filter's doing.
 */
let api: TestApi;
let analyst: string;
let place: { region_id: number; district_id: number };
beforeAll(async () => {
  api = await startTestApi('network-level-filter');
  analyst = await api.token(USERS.analyst);
  place = (
    await api.db.query<{ region_id: number; district_id: number }>(
      `SELECT region_id, district_id FROM facilities
       WHERE environment_id = $1 AND (is_cert_active OR is_self_active OR is_entry_active)
       ORDER BY id LIMIT 1`,
      [ENVIRONMENTS.afyaProduction],
    )
  ).rows[0];
});
afterAll(() => api?.close());

const toggles = async (
  filter: Record<string, unknown>,
  environmentId: string = ENVIRONMENTS.afyaProduction,
) => {
  const answer = await query<AppTogglesRow>(api, analyst, 'General/AppToggles', { filter }, environmentId);
  expect(answer.status).toBe(200);
  return answer.rows[0];
};

/** A district id no facility has: the filter selects nothing. */
const NOWHERE = { districtIds: [2_000_000_000] };

describe('Network Level follows the filter', () => {
  it('Network Level stays when one region is filtered', async () => {
    expect((await toggles({ regionIds: [place.region_id] })).showNetworkTab).toBe(true);
  });

  it('Network Level stays when one district is filtered', async () => {
    expect((await toggles({ districtIds: [place.district_id] })).showNetworkTab).toBe(true);
  });

  it('the whole network shows it and names no page hidden by the filter', async () => {
    const answer = await toggles({});
    expect(answer.showNetworkTab).toBe(true);
    expect(answer.filterHides).toEqual([]);
  });

  it('a filter that selects no facility turns the pages off and says so: filterHides names them', async () => {
    const answer = await toggles(NOWHERE);
    expect([answer.showNetworkTab, answer.showFacilityNumbersTab, answer.showYearlyPerformanceTab]).toEqual([
      false,
      false,
      false,
    ]);
    expect(answer.filterHides).toEqual([
      'showNetworkTab',
      'showFacilityNumbersTab',
      'showYearlyPerformanceTab',
    ]);
  });

  it('a page the environment switches off is not named as hidden by the filter', async () => {
    // the training environment switches Facility Numbers off (seed: TRAINING_TOGGLES)
    const answer = await toggles(NOWHERE, ENVIRONMENTS.afyaTraining);
    expect(answer.showFacilityNumbersTab).toBe(false);
    expect(answer.filterHides).toEqual(['showNetworkTab', 'showYearlyPerformanceTab']);
  });
});
