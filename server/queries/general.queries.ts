import { environmentTargetSchemas, type TargetsRow } from '../../contract/targets.schemas.js';
import type { AppTogglesRow } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type GeneralQueries = Pick<
  QueryRegistry,
  'General/AppToggles' | 'General/SyncProgress' | 'General/FacilityCategories' | 'General/Targets'
>;

/**
 * Each toggle = the environment's switch (environments.settings, defaults as in spec section 2)
 * AND what the listed facilities' data supports: network tab any facility (one region filtered
 * lists its districts), facility numbers tab any facility, yearly performance assessments in 2+
 * years, the available-service map any facility, the service-level map a certified facility,
 * extended KPIs MomCare data. `filterHides` names the page toggles the environment switches on
 * but the listed facilities turn off, so the drawer can say why those pages are not there.
 */
export const generalQueries: GeneralQueries = {
  'General/AppToggles': {
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      // the spec's id-list form confines the selection to those ids; otherwise the filter selects
      const source = selectionSource(sql, scope, params.filter, {
        ids: params.filteredFacilities,
        byRegion: true,
      });
      const setting = (name: string, fallback: boolean) =>
        `coalesce((e.settings->>'${name}')::boolean, ${fallback})`;
      const supports = {
        showNetworkTab: 'l.facilities > 0',
        showFacilityNumbersTab: 'l.facilities > 0',
        // assessments in 2+ years: latest years differ, or one facility was assessed more than once
        showYearlyPerformanceTab: '(l.latest_years > 1 OR l.multi_year > 0)',
      } as const;
      const defaults = {
        showNetworkTab: true,
        showFacilityNumbersTab: false,
        showYearlyPerformanceTab: true,
      };
      const pageToggle = (name: keyof typeof supports) =>
        `${setting(name, defaults[name])} AND ${supports[name]} AS "${name}"`;
      const hiddenByData = (Object.keys(supports) as (keyof typeof supports)[]).map(
        (name) => `CASE WHEN ${setting(name, defaults[name])} AND NOT ${supports[name]} THEN '${name}' END`,
      );
      const { rows } = await db.query<AppTogglesRow>(
        `WITH listed AS (
           SELECT ${facilityCount()} AS facilities,
             ${facilityCount('s.awarded_level IS NOT NULL')} AS certified, count(DISTINCT s.latest_year) AS latest_years,
             coalesce(sum(s.multi_year_assessed), 0) AS multi_year, coalesce(sum(s.with_momcare), 0) AS momcare
           FROM ${source}
         )
         SELECT
           ${pageToggle('showNetworkTab')},
           ${pageToggle('showFacilityNumbersTab')},
           ${pageToggle('showYearlyPerformanceTab')},
           ${setting('showAvailableServiceMap', true)} AND l.facilities > 0 AS "showAvailableServiceMap",
           ${setting('showServiceLevelMap', true)} AND l.certified > 0 AS "showServiceLevelMap",
           ${setting('showExtendedKpis', false)} AND l.momcare > 0 AS "showExtendedKpis",
           array_remove(ARRAY[${hiddenByData.join(', ')}]::text[], NULL) AS "filterHides"
         FROM environments e CROSS JOIN listed l WHERE e.id = ${sql.add(scope.environmentId)}`,
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
      const source = selectionSource(sql, scope, {}, { byRegion: true });
      // Only the categories that occur in the caller's scope, so every option can match something.
      const { rows } = await db.query<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM facility_categories c
         WHERE c.id IN (SELECT s.category_id FROM ${source})
         ORDER BY c.name`,
        sql.values,
      );
      return rows;
    },
  },
  /** The environment's targets (settings scoreTarget, levelTarget), each null unless the contract's schema accepts it. */
  'General/Targets': {
    run: async ({ db, scope }) => {
      const { rows } = await db.query<{ scoreTarget: unknown; levelTarget: unknown }>(
        `SELECT settings->'scoreTarget' AS "scoreTarget", settings->'levelTarget' AS "levelTarget"
         FROM environments WHERE id = $1`,
        [scope.environmentId],
      );
      return rows.map(
        (row): TargetsRow => ({
          scoreTarget: environmentTargetSchemas.scoreTarget.safeParse(row.scoreTarget).data ?? null,
          levelTarget: environmentTargetSchemas.levelTarget.safeParse(row.levelTarget).data ?? null,
        }),
      );
    },
  },
};
