import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityPivotCell, PivotDimension } from '../../contract/query.schemas';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import { listTotal as listTotalOf } from './support/list-total';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Contracts, contract groups and surveys as pivot rows or columns. A facility in
 * several contracts is counted in each contract's cells, and once in every total. Every cell is
 * checked against the base tables (facilities, contract_facilities, contract_organizations,
 * survey_answers) read here, never the analytics tables the query reads.
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('pivot-overlapping', 120);
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

interface Facility {
  id: number;
  level: string;
  active: string;
  region: string;
  /** contract id → its groups (`role:organization`) */
  contracts: Map<string, string[]>;
  surveys: string[];
}

async function seededFacilities(environmentId: string, where = 'true'): Promise<Facility[]> {
  const rows = async <T>(text: string) => (await api.db.query<T>(text, [environmentId])).rows;
  const facilities = await rows<{ id: number; level: number | null; active: boolean; region: number }>(
    `SELECT id, awarded_level AS level, (is_cert_active OR is_self_active OR is_entry_active) AS active,
       region_id AS region FROM facilities WHERE environment_id = $1 AND (${where})`,
  );
  const memberships = await rows<{ facility_id: number; contract_id: number; groups: string[] | null }>(
    `SELECT cf.facility_id, cf.contract_id,
       array_agg(co.role_id || ':' || co.organization_id) FILTER (WHERE co.role_id IS NOT NULL) AS groups
     FROM contract_facilities cf
     LEFT JOIN contract_organizations co ON co.environment_id = cf.environment_id AND co.contract_id = cf.contract_id
     WHERE cf.environment_id = $1 GROUP BY cf.facility_id, cf.contract_id`,
  );
  const answers = await rows<{ facility_id: number; survey_id: number }>(
    'SELECT DISTINCT facility_id, survey_id FROM survey_answers WHERE environment_id = $1',
  );
  return facilities.map((f) => ({
    id: f.id,
    level: f.level === null ? 'none' : String(f.level),
    active: f.active ? 'active' : 'inactive',
    region: String(f.region),
    contracts: new Map(
      memberships
        .filter((m) => m.facility_id === f.id)
        .map((m) => [String(m.contract_id), m.groups ?? []] as [string, string[]]),
    ),
    surveys: answers.filter((a) => a.facility_id === f.id).map((a) => String(a.survey_id)),
  }));
}

const orNone = (values: string[]) => (values.length > 0 ? values : ['none']);

/** A facility's values on a dimension: several for contracts, contract groups and surveys, `none` when it has none. */
const VALUES_OF: Partial<Record<PivotDimension, (f: Facility) => string[]>> = {
  level: (f) => [f.level],
  activeState: (f) => [f.active],
  region: (f) => [f.region],
  contract: (f) => orNone([...f.contracts.keys()]),
  contractGroup: (f) => orNone([...new Set([...f.contracts.values()].flat())]),
  survey: (f) => orNone(f.surveys),
};

/** A facility's (row, column) pairs; a contract's groups are that contract's own, as the list's filter reads them. */
function pairsOf(f: Facility, rows: PivotDimension, columns: PivotDimension): [string, string][] {
  if (rows === 'contract' && columns === 'contractGroup')
    return f.contracts.size === 0
      ? [['none', 'none']]
      : [...f.contracts].flatMap(([contract, groups]) => groups.map((g): [string, string] => [contract, g]));
  const rowValues = VALUES_OF[rows]?.(f) ?? [];
  const columnValues = VALUES_OF[columns]?.(f) ?? [];
  return rowValues.flatMap((r) => columnValues.map((c): [string, string] => [r, c]));
}

const key = (row: string | null, column: string | null) => `${row ?? '*'}|${column ?? '*'}`;
// the wire carries shares to 3 decimals (docs/api/queries.md), the one decimal of a percentage
const round3 = (value: number) => Math.round(value * 1_000) / 1_000;

/** Every cell and total as the distinct facilities it holds, with each share of its row's and column's distinct total. */
function expectedCells(facilities: Facility[], rows: PivotDimension, columns: PivotDimension) {
  const held = new Map<string, Set<number>>();
  const add = (cell: string, id: number) => held.set(cell, (held.get(cell) ?? new Set()).add(id));
  for (const f of facilities) {
    const pairs =
      rows === 'contractGroup' && columns === 'contract'
        ? pairsOf(f, columns, rows).map(([c, r]): [string, string] => [r, c])
        : pairsOf(f, rows, columns);
    for (const [r, c] of pairs) for (const cell of [key(r, c), key(r, null), key(null, c)]) add(cell, f.id);
    add(key(null, null), f.id);
  }
  const count = (cell: string) => held.get(cell)?.size ?? 0;
  return new Map(
    [...held.keys()].map((cell) => {
      const [r, c] = cell.split('|');
      const n = count(cell);
      return [
        cell,
        { count: n, rowShare: round3(n / count(`${r}|*`)), columnShare: round3(n / count(`*|${c}`)) },
      ];
    }),
  );
}

const answered = (cells: FacilityPivotCell[]) =>
  new Map(
    cells.map((cell) => [
      key(cell.rowKey, cell.columnKey),
      { count: cell.count, rowShare: cell.rowShare, columnShare: cell.columnShare },
    ]),
  );

const pivot = (params: Record<string, unknown>, token = analyst, environmentId?: string) =>
  query<FacilityPivotCell>(api, token, 'FacilityNumbers/Pivot', params, environmentId);

/** The first ids of an environment's contracts or surveys. */
const firstIds = async (table: 'contracts' | 'surveys', environmentId: string, count: number) =>
  (
    await api.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE environment_id = $1 ORDER BY id LIMIT ${count}`,
      [environmentId],
    )
  ).rows.map((row) => row.id);

const grandTotal = (cells: FacilityPivotCell[]) =>
  cells.find((cell) => cell.rowKey === null && cell.columnKey === null)?.count;

describe('FacilityNumbers/Pivot: a facility in several contracts, groups or surveys is counted in each, and once in a total', () => {
  const PAIRS: [PivotDimension, PivotDimension][] = [
    ['contract', 'level'],
    ['level', 'contract'],
    ['contractGroup', 'region'],
    ['survey', 'activeState'],
    ['contract', 'survey'],
    ['contract', 'contractGroup'],
    ['contractGroup', 'contract'],
  ];
  for (const [rows, columns] of PAIRS) {
    it(`every cell, distinct total and share of ${rows} by ${columns} matches the seeded memberships`, async () => {
      const answer = await pivot({ rows, columns });
      expect(answer.status).toBe(200);
      const facilities = await seededFacilities(ENVIRONMENTS.afyaProduction);
      expect(answered(answer.rows)).toEqual(expectedCells(facilities, rows, columns));
      expect(grandTotal(answer.rows)).toBe(facilities.length);
    });
  }

  it('the rows overlap in the seed: the contract rows add up to more than the facilities, the total counts each once', async () => {
    const { rows } = await pivot({ rows: 'contract', columns: 'level' });
    const rowTotals = rows.filter((cell) => cell.rowKey !== null && cell.columnKey === null);
    const sum = rowTotals.reduce((total, cell) => total + cell.count, 0);
    const facilities = await seededFacilities(ENVIRONMENTS.afyaProduction);
    expect(grandTotal(rows)).toBe(facilities.length);
    expect(sum).toBeGreaterThan(facilities.length);
    expect(rowTotals.at(-1)?.rowKey).toBe('none');
    expect(rowTotals.at(-1)?.rowLabel).toBe('No contract');
  });

  it('names contracts, contract groups and surveys as the environment does', async () => {
    const names = async (text: string) =>
      new Map(
        (await api.db.query<{ k: string; name: string }>(text, [ENVIRONMENTS.afyaProduction])).rows.map(
          (r) => [r.k, r.name],
        ),
      );
    const expected: Partial<Record<PivotDimension, Map<string, string>>> = {
      contract: await names('SELECT id::text AS k, name FROM contracts WHERE environment_id = $1'),
      survey: await names('SELECT id::text AS k, name FROM surveys WHERE environment_id = $1'),
      contractGroup:
        await names(`SELECT DISTINCT co.role_id || ':' || co.organization_id AS k, o.name || ' (' || r.name || ')' AS name
        FROM contract_organizations co JOIN organizations o ON o.environment_id = co.environment_id AND o.id = co.organization_id JOIN roles r ON r.id = co.role_id
        WHERE co.environment_id = $1`),
    };
    for (const [dimension, labels] of Object.entries(expected)) {
      const { rows } = await pivot({ rows: dimension, columns: 'activeState' });
      for (const cell of rows.filter((row) => row.rowKey !== null && row.rowKey !== 'none'))
        expect(cell.rowLabel, `${dimension} ${cell.rowKey}`).toBe(labels.get(cell.rowKey ?? ''));
    }
  });
});

describe('FacilityNumbers/Pivot by contract, group or survey: the filter', () => {
  it('rows are only the chosen contracts (and "none" when chosen), each counting the filtered facilities of that contract', async () => {
    const chosen = await firstIds('contracts', ENVIRONMENTS.afyaProduction, 2);
    const filter = { contractIds: [...chosen, null], activeStates: [true] };
    const { rows } = await pivot({ rows: 'contract', columns: 'level', filter });
    const inChosen = (
      await seededFacilities(
        ENVIRONMENTS.afyaProduction,
        'is_cert_active OR is_self_active OR is_entry_active',
      )
    )
      .filter((f) => f.contracts.size === 0 || chosen.some((id) => f.contracts.has(String(id))))
      .map((f) => ({
        ...f,
        contracts: new Map([...f.contracts].filter(([id]) => chosen.includes(Number(id)))),
      }));
    expect(answered(rows)).toEqual(expectedCells(inChosen, 'contract', 'level'));
    expect(new Set(rows.map((cell) => cell.rowKey))).toEqual(new Set([...chosen.map(String), 'none', null]));
  });

  it('with surveys chosen, the survey rows are those surveys only and no "No survey" row', async () => {
    const [survey] = await firstIds('surveys', ENVIRONMENTS.afyaProduction, 1);
    const { rows } = await pivot({ rows: 'survey', columns: 'level', filter: { surveyIds: [survey] } });
    expect(new Set(rows.map((cell) => cell.rowKey))).toEqual(new Set([String(survey), null]));
  });
});

describe('the list behind a contract, contract group or survey cell counts as many facilities as the cell', () => {
  const listTotal = (filter: Record<string, unknown>) => listTotalOf(api, analyst, filter);
  /** The wire filter a row's drill-through list sends (what the page's pivotNarrowing makes of the key). */
  const LIST_FILTER: Partial<Record<PivotDimension, (key: string) => Record<string, unknown>>> = {
    contract: (k) => ({ contractIds: [k === 'none' ? null : Number(k)] }),
    contractGroup: (k) => {
      if (k === 'none') return { contractIds: [null] };
      const [roleId, organizationId] = k.split(':').map(Number);
      return { contractGroups: [{ roleId, organizationId }] };
    },
    survey: (k) => ({ surveyIds: [Number(k)] }),
  };
  for (const [dimension, toFilter] of Object.entries(LIST_FILTER)) {
    it(`each ${dimension} row's cells by level equal the list narrowed to it and that level`, async () => {
      const { rows } = await pivot({ rows: dimension, columns: 'level' });
      const cells = rows.filter(
        (cell) => cell.rowKey !== null && !(dimension === 'survey' && cell.rowKey === 'none'),
      );
      expect(cells.length).toBeGreaterThan(3);
      for (const cell of cells) {
        const level =
          cell.columnKey === null
            ? {}
            : { awardedLevels: [cell.columnKey === 'none' ? 0 : Number(cell.columnKey)] };
        expect(
          await listTotal({ ...toFilter(cell.rowKey ?? ''), ...level }),
          `${cell.rowKey} ${cell.columnKey}`,
        ).toBe(cell.count);
      }
    });
  }
});

describe('FacilityNumbers/Pivot by contract: tenant and facility user', () => {
  it("another tenant's pivot shows only its own contracts, groups and surveys", async () => {
    const other = await api.token(USERS.secondTenantAnalyst);
    for (const [dimension, table] of [
      ['contract', 'SELECT id::text AS k FROM contracts WHERE environment_id = $1'],
      ['survey', 'SELECT id::text AS k FROM surveys WHERE environment_id = $1'],
      [
        'contractGroup',
        "SELECT DISTINCT role_id || ':' || organization_id AS k FROM contract_organizations WHERE environment_id = $1",
      ],
    ] as const) {
      const { status, rows } = await pivot(
        { rows: dimension, columns: 'level' },
        other,
        ENVIRONMENTS.maishaProduction,
      );
      expect(status).toBe(200);
      const own = new Set(
        (await api.db.query<{ k: string }>(table, [ENVIRONMENTS.maishaProduction])).rows.map((r) => r.k),
      );
      const keys = rows.map((cell) => cell.rowKey).filter((k): k is string => k !== null && k !== 'none');
      expect(keys.length, dimension).toBeGreaterThan(0);
      for (const k of keys) expect(own.has(k), `${dimension} ${k}`).toBe(true);
      const facilities = await seededFacilities(ENVIRONMENTS.maishaProduction);
      expect(answered(rows)).toEqual(expectedCells(facilities, dimension, 'level'));
    }
    // the first tenant's contract ids, sent by the second tenant, select nothing
    const foreign = await firstIds('contracts', ENVIRONMENTS.afyaProduction, 2);
    const { rows } = await pivot(
      { rows: 'contract', columns: 'level', filter: { contractIds: foreign } },
      other,
      ENVIRONMENTS.maishaProduction,
    );
    expect(rows.filter((cell) => cell.count > 0)).toEqual([]);
  });

  it("a facility user's pivot by contract counts its own facility once, in each of its contracts, whatever filter it sends", async () => {
    const [own] = (
      await api.db.query<{ facility_id: number }>('SELECT facility_id FROM users WHERE id = $1', [
        USERS.facilityUser,
      ])
    ).rows;
    const cells = await QUERY_REGISTRY['FacilityNumbers/Pivot'].run({
      db: api.db,
      scope: { environmentId: ENVIRONMENTS.afyaProduction, facilityUserFacilityId: own.facility_id },
      params: {
        rows: 'contract',
        columns: 'level',
        filter: { contractIds: [999_999], surveyIds: [999_999] },
      },
    });
    const facility = (await seededFacilities(ENVIRONMENTS.afyaProduction, `id = ${own.facility_id}`))[0];
    expect(grandTotal(cells)).toBe(1);
    const rowKeys = cells
      .filter((cell) => cell.rowKey !== null && cell.columnKey === null)
      .map((cell) => cell.rowKey);
    expect(rowKeys.toSorted()).toEqual((VALUES_OF.contract?.(facility) ?? []).toSorted());
  });
});
