import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractGroupKey, Facility } from '../../contract/domain.types';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
let analyst: string;
/** The environment's contracts, read straight from contract_facilities and contract_organizations. */
let contracts: { id: number; facilityIds: number[]; groups: ContractGroupKey[] }[];
let allFacilityIds: number[];
let foreignContractId: number;

const environmentId = ENVIRONMENTS.afyaProduction;

beforeAll(async () => {
  api = await startTestApi('contract-selection');
  analyst = await api.token(USERS.analyst);
  const { rows } = await api.db.query<{
    id: number;
    facility_ids: number[] | null;
    groups: ContractGroupKey[] | null;
  }>(
    `SELECT c.id,
       (SELECT array_agg(cf.facility_id) FROM contract_facilities cf WHERE cf.environment_id = c.environment_id AND cf.contract_id = c.id) AS facility_ids,
       (SELECT json_agg(json_build_object('roleId', co.role_id, 'organizationId', co.organization_id))
        FROM contract_organizations co WHERE co.environment_id = c.environment_id AND co.contract_id = c.id) AS groups
     FROM contracts c WHERE c.environment_id = $1 ORDER BY c.id`,
    [environmentId],
  );
  contracts = rows.map((row) => ({
    id: row.id,
    facilityIds: row.facility_ids ?? [],
    groups: row.groups ?? [],
  }));
  const facilities = await api.db.query<{ id: number }>(
    'SELECT id FROM facilities WHERE environment_id = $1',
    [environmentId],
  );
  allFacilityIds = facilities.rows.map((row) => row.id);
  const foreign = await api.db.query<{ id: number }>(
    'SELECT id FROM contracts WHERE environment_id = $1 LIMIT 1',
    [ENVIRONMENTS.maishaProduction],
  );
  foreignContractId = foreign.rows[0].id;
});
afterAll(() => api?.close());

interface Selection {
  contractIds?: (number | null)[];
  contractGroups?: ContractGroupKey[];
}

const sameGroup = (a: ContractGroupKey, b: ContractGroupKey) =>
  a.roleId === b.roleId && a.organizationId === b.organizationId;

/**
 * Spec section 5 written out over the tables: the chosen contracts (all when only groups are
 * chosen), kept to those with an organization matching a chosen group in both role and
 * organization, give the union of their facilities; `null` adds the facilities of no contract.
 * A facility of no contract has no organization, so with groups chosen `null` adds nothing.
 */
function expectedFacilityIds({ contractIds = [], contractGroups = [] }: Selection): number[] {
  let chosen = contractIds.length > 0 ? contracts.filter((c) => contractIds.includes(c.id)) : contracts;
  if (contractGroups.length > 0) {
    chosen = chosen.filter((c) => c.groups.some((group) => contractGroups.some((g) => sameGroup(g, group))));
  }
  const ids = new Set(chosen.flatMap((c) => c.facilityIds));
  if (contractIds.includes(null) && contractGroups.length === 0) {
    const contracted = new Set(contracts.flatMap((c) => c.facilityIds));
    for (const id of allFacilityIds) if (!contracted.has(id)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The facilities the server selects for a filter (every activity state, so only the contracts narrow). */
async function selectedIds(selection: Selection, token = analyst): Promise<number[]> {
  const answer = await call<Facility[]>(api, '/api/qps/facility', {
    token,
    environmentId,
    body: { activeStates: [], ...selection },
  });
  expect(answer.status).toBe(200);
  return answer.body.map((facility) => facility.id).sort((a, b) => a - b);
}

/** The same selection counted by a page query (the facts path of the aggregates). */
async function summaryCount(selection: Selection): Promise<number> {
  const answer = await query<{ facilityCount: number }>(api, analyst, 'Home/Summary', {
    filter: { activeStates: [], ...selection },
  });
  expect(answer.status).toBe(200);
  return answer.rows[0].facilityCount;
}

/** A (role, organization) pair that some but not all contracts have. */
function partialGroup(): ContractGroupKey {
  const pairs = contracts.flatMap((c) => c.groups);
  const group = pairs.find((pair) => {
    const matching = contracts.filter((c) => c.groups.some((g) => sameGroup(g, pair))).length;
    return matching > 0 && matching < contracts.length;
  });
  if (!group) throw new Error('the seed has no group that only some contracts have');
  return group;
}

describe('the server resolves a contract selection (spec section 5)', () => {
  it('the seed has contracts, facilities in none, and groups that split the contracts', () => {
    expect(contracts.length).toBeGreaterThan(2);
    expect(expectedFacilityIds({ contractIds: [null] }).length).toBeGreaterThan(0);
    expect(partialGroup()).toBeDefined();
  });

  it('selecting contracts selects the union of their facilities', async () => {
    const selection = { contractIds: [contracts[0].id, contracts[1].id] };
    const expected = expectedFacilityIds(selection);
    expect(expected.length).toBeGreaterThan(0);
    expect(await selectedIds(selection)).toEqual(expected);
    expect(await summaryCount(selection)).toBe(expected.length);
  });

  it('a selected contract value of null selects the facilities belonging to no contract, alone or with contracts', async () => {
    for (const contractIds of [[null], [contracts[2].id, null]]) {
      const expected = expectedFacilityIds({ contractIds });
      expect(await selectedIds({ contractIds })).toEqual(expected);
      expect(await summaryCount({ contractIds })).toBe(expected.length);
    }
  });

  it('contract groups alone keep the facilities of every contract with an organization matching role and organization', async () => {
    const selection = { contractGroups: [partialGroup()] };
    const expected = expectedFacilityIds(selection);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(
      expectedFacilityIds({ contractIds: contracts.map((c) => c.id) }).length,
    );
    expect(await selectedIds(selection)).toEqual(expected);
    expect(await summaryCount(selection)).toBe(expected.length);
  });

  it('contract groups with contracts keep only the selected contracts that match a group', async () => {
    const group = partialGroup();
    const matching = contracts.find((c) => c.groups.some((g) => sameGroup(g, group)));
    const other = contracts.find((c) => !c.groups.some((g) => sameGroup(g, group)));
    const selection = { contractIds: [matching?.id ?? 0, other?.id ?? 0], contractGroups: [group] };
    const expected = expectedFacilityIds(selection);
    expect(expected).toEqual(expectedFacilityIds({ contractIds: [matching?.id ?? 0] }));
    expect(await selectedIds(selection)).toEqual(expected);
  });

  it('null with contract groups adds no facility of no contract (it has no organization)', async () => {
    const group = partialGroup();
    expect(await selectedIds({ contractIds: [null], contractGroups: [group] })).toEqual([]);
    const matching = contracts.find((c) => c.groups.some((g) => sameGroup(g, group)))?.id ?? 0;
    const selection = { contractIds: [matching, null], contractGroups: [group] };
    expect(await selectedIds(selection)).toEqual(expectedFacilityIds({ contractIds: [matching] }));
  });

  it('unknown contract ids and unknown groups select nothing, without an error', async () => {
    expect(await selectedIds({ contractIds: [2_000_000_000] })).toEqual([]);
    expect(await selectedIds({ contractGroups: [{ roleId: 999, organizationId: 999 }] })).toEqual([]);
    expect(await summaryCount({ contractIds: [2_000_000_000] })).toBe(0);
  });

  it("another tenant's contract id selects nothing", async () => {
    expect(await selectedIds({ contractIds: [foreignContractId] })).toEqual([]);
    expect(await summaryCount({ contractIds: [foreignContractId] })).toBe(0);
  });

  it('empty selections do not narrow', async () => {
    expect(await selectedIds({ contractIds: [], contractGroups: [] })).toEqual(
      [...allFacilityIds].sort((a, b) => a - b),
    );
  });

  it('a selection over the documented limit of 1,000 entries is refused with 400 and a message', async () => {
    const answer = await call<{ error: { message: string } }>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: { contractIds: Array.from({ length: 1_001 }, (_, index) => index + 1) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/contractIds/);
  });
});
