import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireFilter } from '../../contract/filter.schemas';
import type {
  BenchmarkComparisonRow,
  BenchmarkPeerRow,
  YearlyReferenceRow,
} from '../../contract/query.schemas';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';
import { GROUP_COLUMN, type Reference } from './support/reference-groups';

/**
 * National, regional and peer-group medians beside the scores of Benchmarking and Yearly
 * Performance (docs/ui.md, "Reference figures"): Benchmarking's are Facility Details' own, in the
 * whole environment whatever the filter; Yearly's groups are those of the selection. Expected
 * values come from PostgreSQL's own percentile_cont over the base tables, group by group.
 */
let api: TestApi;
let analyst: string;
let districtId: number;
beforeAll(async () => {
  api = await startTestApi('page-references');
  analyst = await api.token(USERS.analyst);
  const { rows } = await api.db.query<{ district_id: number }>(
    'SELECT district_id FROM facilities WHERE environment_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [ENVIRONMENTS.afyaProduction],
  );
  districtId = rows[0].district_id;
});
afterAll(() => api?.close());

/** Each filter, with the same selection written over the base table `facilities f`. */
const SELECTIONS: { name: string; filter: () => WireFilter; base: () => string }[] = [
  {
    name: 'active facilities',
    filter: () => ({ activeStates: [true] }),
    base: () => '(f.is_cert_active OR f.is_self_active OR f.is_entry_active)',
  },
  {
    name: 'levels 2 and 3',
    filter: () => ({ awardedLevels: [2, 3] }),
    base: () => 'f.awarded_level IN (2, 3)',
  },
  {
    name: 'one district',
    filter: () => ({ districtIds: [districtId] }),
    base: () => `f.district_id = ${districtId}`,
  },
];

const median = (expression: string) =>
  `round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${expression})::numeric, 1)::float8 AS median`;

/** Benchmarking: the element's median among the other facilities of the environment sharing `column` with facility `me`. */
async function expectedElementMedian(me: number, column: string, position: number) {
  const { rows } = await api.db.query<{ median: number | null }>(
    `SELECT ${median(`a.scores[${position}]`)}
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column}
       AND a.scores[${position}] IS NOT NULL`,
    [ENVIRONMENTS.afyaProduction, me],
  );
  return rows[0]?.median ?? null;
}

describe('Benchmarking/Peers: medians of the country, the region and the category, whatever the filter', () => {
  for (const selection of SELECTIONS) {
    it(`each element carries the medians of the other facilities of the environment in the same place or category (${selection.name})`, async () => {
      // one facility the filter selects and one it leaves out: neither is its own reference
      const { rows: picked } = await api.db.query<{ id: number }>(
        `(SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND f.latest_score IS NOT NULL AND ${selection.base()} ORDER BY f.id LIMIT 1)
         UNION ALL
         (SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND f.latest_score IS NOT NULL AND NOT (${selection.base()}) ORDER BY f.id LIMIT 1)`,
        [ENVIRONMENTS.afyaProduction],
      );
      expect(picked).toHaveLength(2);
      for (const { id: facilityId } of picked) {
        const { rows, status } = await query<BenchmarkPeerRow>(api, analyst, 'Benchmarking/Peers', {
          facilityId,
          filter: selection.filter(),
        });
        expect(status).toBe(200);
        expect(rows).toHaveLength(8);
        for (const [index, row] of rows.entries())
          for (const [field, column] of Object.entries(GROUP_COLUMN))
            expect({ facilityId, element: index + 1, field, median: row[field as Reference] }).toEqual({
              facilityId,
              element: index + 1,
              field,
              median: await expectedElementMedian(facilityId, column, index + 1),
            });
      }
    });
  }
});

/** Yearly: per year, the median total score of every facility sharing `column` with some facility of the selection. */
async function expectedYearlyMedians(base: string, column: string) {
  const { rows } = await api.db.query<{ year: number; median: number }>(
    `SELECT a.year::int AS year, ${median('a.total_score')}
     FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
     WHERE f.environment_id = $1
       AND f.${column} IN (SELECT f.${column} FROM facilities f WHERE f.environment_id = $1 AND ${base})
     GROUP BY a.year`,
    [ENVIRONMENTS.afyaProduction],
  );
  return new Map(rows.map((row) => [row.year, row.median]));
}

describe('YearlyPerformance/References: per year, the medians of the selection’s countries, regions and categories', () => {
  for (const selection of SELECTIONS) {
    it(`each year carries the median total score of the countries, regions and categories of the selection (${selection.name})`, async () => {
      const { rows, status } = await query<YearlyReferenceRow>(api, analyst, 'YearlyPerformance/References', {
        filter: selection.filter(),
      });
      expect(status).toBe(200);
      expect(rows.map((row) => row.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
      for (const [field, column] of Object.entries(GROUP_COLUMN)) {
        const expected = await expectedYearlyMedians(selection.base(), column);
        for (const row of rows)
          expect({ year: row.year, field, median: row[field as Reference] }).toEqual({
            year: row.year,
            field,
            median: expected.get(row.year) ?? null,
          });
      }
    });
  }

  it('a narrower selection has narrower groups: one district’s region median differs from the whole network’s', async () => {
    const whole = (await query<YearlyReferenceRow>(api, analyst, 'YearlyPerformance/References', {})).rows;
    const district = (
      await query<YearlyReferenceRow>(api, analyst, 'YearlyPerformance/References', {
        filter: { districtIds: [districtId] },
      })
    ).rows;
    expect(district.map((row) => row.regionalMedian)).not.toEqual(whole.map((row) => row.regionalMedian));
  });

  it('another tenant’s environment answers from its own facilities only', async () => {
    const other = await api.token(USERS.secondTenantAnalyst);
    const own = (await query<YearlyReferenceRow>(api, analyst, 'YearlyPerformance/References', {})).rows;
    const theirs = (
      await query<YearlyReferenceRow>(
        api,
        other,
        'YearlyPerformance/References',
        {},
        ENVIRONMENTS.maishaProduction,
      )
    ).rows;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs).not.toEqual(own);
    // and an analyst of one tenant cannot ask for the other's environment at all
    const refused = await query(
      api,
      analyst,
      'YearlyPerformance/References',
      {},
      ENVIRONMENTS.maishaProduction,
    );
    expect(refused.status).toBe(403);
  });
});

describe('BenchmarkingV2/Comparison: how many facilities each heat-map cell opens', () => {
  it('a score cell counts the filtered facilities scoring the element in its band; the median cell counts all scored', async () => {
    const selection = SELECTIONS[0];
    const { rows: picked } = await api.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND f.latest_score IS NOT NULL ORDER BY f.id LIMIT 3`,
      [ENVIRONMENTS.afyaProduction],
    );
    const facilityIds = picked.map((row) => row.id);
    const { rows } = await query<BenchmarkComparisonRow>(api, analyst, 'BenchmarkingV2/Comparison', {
      facilityIds,
      filter: selection.filter(),
    });
    expect(rows).toHaveLength(24);
    // the heat map's bands (docs/ui.md): 0-49, 50-64, 65-74, 75-84, 85-100
    const band = (score: number) =>
      [
        [0, 49],
        [50, 64],
        [65, 74],
        [75, 84],
        [85, 100],
      ].find(([low, high]) => score >= low && score <= high) as number[];
    for (const row of rows) {
      const position = (
        await api.db.query<{ sort_order: number }>('SELECT sort_order FROM service_elements WHERE id = $1', [
          row.serviceElementId,
        ])
      ).rows[0].sort_order;
      const [low, high] = row.score === null ? [0, 100] : band(row.score);
      const { rows: counted } = await api.db.query<{ band: number; scored: number }>(
        `SELECT count(*) FILTER (WHERE a.scores[${position}] BETWEEN $2 AND $3)::int AS band,
           count(a.scores[${position}])::int AS scored
         FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
         WHERE f.environment_id = $1 AND ${selection.base()}`,
        [ENVIRONMENTS.afyaProduction, low, high],
      );
      expect({ element: position, bandCount: row.bandCount, scoredCount: row.scoredCount }).toEqual({
        element: position,
        bandCount: row.score === null ? null : counted[0].band,
        scoredCount: counted[0].scored,
      });
    }
  });
});
