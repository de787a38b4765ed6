import type { AppToggles } from '../../machines/shared/domain.types.js';
import { facilityScopeSql } from './facility-scope.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type GeneralQueries = Pick<
  QueryRegistry,
  'General/AppToggles' | 'General/SyncProgress' | 'General/FacilityCategories'
>;

/**
 * Each toggle = the environment's switch (environments.settings, defaults as in spec section 2)
 * AND what the listed facilities' data supports: network tab needs facilities in 2+ regions,
 * facility numbers tab any facility, yearly performance assessments in 2+ years, the available-service
 * map any facility, the service-level map a certified facility, extended KPIs MomCare data.
 */
export const generalQueries: GeneralQueries = {
  'General/AppToggles': {
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope);
      const ids = sql.add(params.filteredFacilities);
      const setting = (name: string, fallback: boolean) =>
        `coalesce((e.settings->>'${name}')::boolean, ${fallback})`;
      const { rows } = await db.query<AppToggles>(
        `WITH listed AS (SELECT f.environment_id, f.id, f.region_id, f.awarded_level FROM facilities f WHERE ${where} AND f.id = ANY(${ids}::int[]))
         SELECT
           ${setting('showNetworkTab', true)} AND (SELECT count(DISTINCT region_id) FROM listed) > 1 AS "showNetworkTab",
           ${setting('showFacilityNumbersTab', false)} AND EXISTS (SELECT 1 FROM listed) AS "showFacilityNumbersTab",
           ${setting('showYearlyPerformanceTab', true)}
             AND (SELECT count(DISTINCT a.year) FROM assessments a JOIN listed l ON l.environment_id = a.environment_id AND l.id = a.facility_id) > 1
             AS "showYearlyPerformanceTab",
           ${setting('showAvailableServiceMap', true)} AND EXISTS (SELECT 1 FROM listed) AS "showAvailableServiceMap",
           ${setting('showServiceLevelMap', true)}
             AND EXISTS (SELECT 1 FROM listed WHERE awarded_level IS NOT NULL) AS "showServiceLevelMap",
           ${setting('showExtendedKpis', false)}
             AND EXISTS (SELECT 1 FROM momcare_monthly m JOIN listed l ON l.environment_id = m.environment_id AND l.id = m.facility_id) AS "showExtendedKpis"
         FROM environments e WHERE e.id = ${sql.add(scope.environmentId)}`,
        sql.values,
      );
      return rows;
    },
  },
  'General/SyncProgress': {
    run: async ({ db, scope }) => {
      const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
      const { rows } = await db.query<{
        run_start_timestamp: string | null;
        run_end_timestamp: string | null;
      }>(
        `SELECT ${iso('run_start_timestamp')} AS run_start_timestamp, ${iso('run_end_timestamp')} AS run_end_timestamp
         FROM sync_runs WHERE environment_id = $1 ORDER BY run_start_timestamp DESC LIMIT 1`,
        [scope.environmentId],
      );
      return rows;
    },
  },
  'General/FacilityCategories': {
    run: async ({ db, scope }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope);
      // Only the categories that occur in the caller's scope, so every option can match something.
      const { rows } = await db.query<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM facility_categories c
         WHERE EXISTS (SELECT 1 FROM facilities f WHERE f.category_id = c.id AND ${where})
         ORDER BY c.name`,
        sql.values,
      );
      return rows;
    },
  },
};
