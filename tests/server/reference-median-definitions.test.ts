import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireFilter } from '../../contract/filter.schemas';
import type { BenchmarkPeerRow, ServiceElementScoreRow } from '../../contract/query.schemas';
import { GROUP_COLUMN, type Reference } from './support/reference-groups';
import { ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * docs/ui.md, "Reference figures": the Country, Region and Category medians beside a facility's
 * scores have one meaning wherever they are shown: the median of the element's latest score among
 * the other assessed facilities of the facility's country, region or category, in the whole
 * environment. The filter never changes them (a national reference must not become the regional
 * one when the filter is narrowed to a region). Expected values come from PostgreSQL's own
 * percentile_cont over the base tables.
 */
let api: TestApi;
let analyst: string;
let facilities: { id: number; region_id: number; district_id: number }[];
let positions: Map<number, number>;
beforeAll(async () => {
  api = await startTestApi('reference-median-definitions');
  analyst = await api.token(USERS.analyst);
  // facilities of three different regions, each with a latest assessment
  facilities = (
    await api.db.query<{ id: number; region_id: number; district_id: number }>(
      `SELECT DISTINCT ON (f.region_id) f.id, f.region_id, f.district_id
       FROM facilities f WHERE f.environment_id = $1 AND f.latest_score IS NOT NULL
       ORDER BY f.region_id, f.id LIMIT 3`,
      [ENVIRONMENTS.afyaProduction],
    )
  ).rows;
  const { rows } = await api.db.query<{ id: number; sort_order: number }>(
    'SELECT id, sort_order FROM service_elements',
  );
  positions = new Map(rows.map((row) => [row.id, row.sort_order]));
});
afterAll(() => api?.close());

/** The definition: the other assessed facilities of the environment sharing `column` with the facility. */
async function definedMedian(facilityId: number, column: string, position: number): Promise<number | null> {
  const { rows } = await api.db.query<{ median: number | null }>(
    `SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.scores[${position}])::numeric, 1)::float8 AS median
     FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       JOIN facilities me ON me.environment_id = f.environment_id AND me.id = $2
     WHERE f.environment_id = $1 AND f.id <> me.id AND f.${column} = me.${column} AND a.scores[${position}] IS NOT NULL`,
    [ENVIRONMENTS.afyaProduction, facilityId],
  );
  return rows[0]?.median ?? null;
}

const medians = (row: Record<Reference, number | null>) => ({
  nationalMedian: row.nationalMedian,
  regionalMedian: row.regionalMedian,
  peerMedian: row.peerMedian,
});

async function detailsMedians(facilityId: number) {
  const { rows, status } = await query<ServiceElementScoreRow>(
    api,
    analyst,
    'Facility/ServiceElementScores',
    {
      facilityId,
    },
  );
  expect(status).toBe(200);
  return new Map(rows.map((row) => [row.serviceElementId, medians(row)]));
}

async function benchmarkingMedians(facilityId: number, filter: WireFilter) {
  const { rows, status } = await query<BenchmarkPeerRow>(api, analyst, 'Benchmarking/Peers', {
    facilityId,
    filter,
  });
  expect(status).toBe(200);
  return new Map(rows.map((row) => [row.serviceElementId, medians(row)]));
}

/** The filters an analyst narrows Benchmarking with, for the facility at hand. */
const FILTERS: { name: string; filter: (facility: (typeof facilities)[number]) => WireFilter }[] = [
  { name: 'the default filter', filter: () => ({ activeStates: [true] }) },
  { name: "the facility's region", filter: (facility) => ({ regionIds: [facility.region_id] }) },
  { name: "the facility's district", filter: (facility) => ({ districtIds: [facility.district_id] }) },
  { name: 'levels 4 and 5', filter: () => ({ awardedLevels: [4, 5] }) },
];

describe('one definition per reference median', () => {
  it('the same facility has the same country, region and category medians on Facility Details and on Benchmarking, whatever the filter', async () => {
    expect(facilities).toHaveLength(3);
    for (const facility of facilities) {
      const details = await detailsMedians(facility.id);
      expect(details.size).toBe(8);
      for (const { name, filter } of FILTERS)
        expect({
          facility: facility.id,
          filter: name,
          medians: await benchmarkingMedians(facility.id, filter(facility)),
        }).toEqual({
          facility: facility.id,
          filter: name,
          medians: details,
        });
    }
  });

  it("each is the median of the other assessed facilities of the facility's country, region or category in the whole environment", async () => {
    for (const facility of facilities) {
      const shown = await benchmarkingMedians(facility.id, { regionIds: [facility.region_id] });
      for (const [elementId, row] of shown)
        for (const [field, column] of Object.entries(GROUP_COLUMN))
          expect({ facility: facility.id, elementId, field, median: row[field as Reference] }).toEqual({
            facility: facility.id,
            elementId,
            field,
            median: await definedMedian(facility.id, column, positions.get(elementId) as number),
          });
    }
  });

  it('the country median does not change when the filter is narrowed to one region, and stays apart from the region median', async () => {
    for (const facility of facilities) {
      const whole = await benchmarkingMedians(facility.id, {});
      const region = await benchmarkingMedians(facility.id, { regionIds: [facility.region_id] });
      const national = (answer: typeof whole) => [...answer.values()].map((row) => row.nationalMedian);
      expect(national(region)).toEqual(national(whole));
      // the national reference is not the regional one in disguise
      expect(national(region)).not.toEqual([...region.values()].map((row) => row.regionalMedian));
    }
  });
});
