import type { LevelCounts } from '../../contract/facility-map.schemas.js';
import type { AreaValue, MapAreasAnswer, PlacesAnswer } from '../../contract/map-areas.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { LevelMix } from '../../contract/query.schemas.js';
import type { Queryable } from '../db/database.js';
import { type PlaceRow, placeFeatures } from '../geo/place-shapes.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import type { ScopeContext } from './facility-scope.js';
import { levelMixSql } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type AreaRow = LevelMix & {
  id: number;
  facilities: number;
  active: number;
  scored: number;
  scoreSum: number;
};

/** The selection summed per `column` (region_id or district_id), from the rollup when it can answer. */
async function areaValues(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  column: 'region_id' | 'district_id',
  activeOnly: boolean,
): Promise<AreaValue[]> {
  const sql = new SqlParams();
  const source = selectionSource(sql, scope, filter, {
    where: activeOnly ? 'f.is_active' : undefined,
    // per region the rollup summed by region answers (as for Network/Aggregates); per district it cannot
    byRegion: column === 'region_id',
  });
  const { rows } = await db.query<AreaRow>(
    `SELECT s.${column} AS id, ${facilityCount()} AS facilities, ${facilityCount('s.is_active')} AS active, coalesce(sum(s.scored), 0)::int AS scored,
       coalesce(sum(s.score_sum), 0)::float8 AS "scoreSum", ${levelMixSql('s.awarded_level', facilityCount)}
     FROM ${source} GROUP BY s.${column} ORDER BY s.${column}`,
    sql.values,
  );
  return rows.map((row) => ({
    id: row.id,
    facilities: row.facilities,
    active: row.active,
    averageScore: row.scored > 0 ? Math.round((row.scoreSum / row.scored) * 10) / 10 : null,
    levelCounts: [row.none, row.level1, row.level2, row.level3, row.level4, row.level5] as LevelCounts,
  }));
}

/** Facilities, average score and level mix of the selection in each region and each district. */
export async function mapAreas(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  { activeOnly = false }: { activeOnly?: boolean },
): Promise<MapAreasAnswer> {
  const [regions, districts] = await Promise.all([
    areaValues(db, scope, filter, 'region_id', activeOnly),
    areaValues(db, scope, filter, 'district_id', activeOnly),
  ]);
  return { regions, districts };
}

/** The shapes of the regions and districts of the environment's tenant (no other tenant's places). */
export async function tenantPlaces(db: Queryable, environmentId: string): Promise<PlacesAnswer> {
  const { rows } = await db.query<PlaceRow>(
    `SELECT 'region' AS kind, r.id, r.name, c.id AS "countryId", c.name AS "countryName", NULL::int AS "regionId", r.name AS "regionName"
       FROM regions r JOIN countries c ON c.id = r.country_id JOIN environments e ON e.tenant_id = c.tenant_id
       WHERE e.id = $1
     UNION ALL
     SELECT 'district', d.id, d.name, c.id, c.name, r.id, r.name
       FROM districts d JOIN regions r ON r.id = d.region_id JOIN countries c ON c.id = r.country_id
       JOIN environments e ON e.tenant_id = c.tenant_id
       WHERE e.id = $1
     ORDER BY 1 DESC, 2`,
    [environmentId],
  );
  return { type: 'FeatureCollection', features: placeFeatures(rows) };
}
