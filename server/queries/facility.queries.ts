import type {
  ActivityRow,
  AssessmentHistoryRow,
  FacilityDetailsRow,
  MomCareRow,
  ServiceElementScoreRow,
} from '../../contract/query.schemas.js';
import { dateInPeriod, periodDays } from './assessment-period.js';
import { elementReferenceMedians } from './element-references.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { serviceElements } from './service-elements.js';
import { SqlParams } from './sql-params.js';

// The registry checks that params.facilityId is visible to the caller before any of these run.
type FacilityQueries = Pick<
  QueryRegistry,
  | 'Facility/Details'
  | 'Facility/ServiceElementScores'
  | 'Facility/AssessmentHistory'
  | 'Facility/Activities'
  | 'MomCare/Indicators'
>;

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export const facilityQueries: FacilityQueries = {
  'Facility/Details': {
    run: async ({ db, scope, params }) =>
      (
        await db.query<FacilityDetailsRow>(
          `SELECT f.id, f.code, f.name, f.category_id AS "categoryId", c.name AS "categoryName",
             g.name AS "facilityGroupName", co.name AS "countryName", r.name AS "regionName", d.name AS "districtName",
             f.latitude, f.longitude, f.awarded_level::int AS "awardedLevel", f.certificate_id AS "certificateId",
             ${day('f.certificate_valid_from')} AS "certificateValidFrom", ${day('f.certificate_valid_to')} AS "certificateValidTo",
             f.is_cert_active AS "isCertActive", f.is_self_active AS "isSelfActive", f.is_entry_active AS "isEntryActive",
             (f.is_cert_active OR f.is_self_active OR f.is_entry_active) AS "isActive", ${round1('f.latest_score')} AS "latestScore", f.latest_year::int AS "latestAssessmentYear"
           FROM facilities f
             JOIN facility_categories c ON c.id = f.category_id
             LEFT JOIN facility_groups g ON g.environment_id = f.environment_id AND g.id = f.facility_group_id
             JOIN countries co ON co.id = f.country_id
             JOIN regions r ON r.id = f.region_id
             JOIN districts d ON d.id = f.district_id
           WHERE f.environment_id = $1 AND f.id = $2`,
          [scope.environmentId, params.facilityId],
        )
      ).rows,
  },
  /** The latest scores, each with the medians of the facility's country, region and category. */
  'Facility/ServiceElementScores': {
    options: { maxScore: 100 },
    run: async ({ db, scope, params }) => {
      const { rows } = await db.query<{
        year: number;
        scores: (number | null)[];
        country_id: number;
        region_id: number;
        category_id: number;
      }>(
        `SELECT a.year::int AS year, a.scores::int[] AS scores, f.country_id, f.region_id, f.category_id
         FROM assessments a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
         WHERE a.environment_id = $1 AND a.facility_id = $2 AND a.is_latest`,
        [scope.environmentId, params.facilityId],
      );
      const latest = rows[0];
      if (!latest) return [];
      const elements = await serviceElements(db);
      const scoreAt = (position: number) => latest.scores[position - 1] ?? null;
      const references = await elementReferenceMedians(
        db,
        scope,
        { countryId: latest.country_id, regionId: latest.region_id, categoryId: latest.category_id, scoreAt },
        elements,
      );
      return elements.map(
        (element): ServiceElementScoreRow => ({
          serviceElementId: element.id,
          serviceElementName: element.name,
          year: latest.year,
          score: scoreAt(element.position) as number,
          nationalMedian: null,
          regionalMedian: null,
          peerMedian: null,
          ...references.get(element.position),
        }),
      );
    },
  },
  /** Every assessment of the facility, or those dated in the period. */
  'Facility/AssessmentHistory': {
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const environment = sql.add(scope.environmentId);
      const facility = sql.add(params.facilityId);
      const { rows } = await db.query<AssessmentHistoryRow>(
        `SELECT a.year::int AS year, ${day('a.assessed_on')} AS "assessedOn", ${round1('a.total_score')} AS "totalScore",
           a.awarded_level::int AS "awardedLevel", a.scores::int[] AS scores
         FROM assessments a
         WHERE a.environment_id = ${environment} AND a.facility_id = ${facility}
           AND ${dateInPeriod(sql, 'a.assessed_on', periodDays(params.period))}
         ORDER BY a.year`,
        sql.values,
      );
      return rows;
    },
  },
  'Facility/Activities': {
    run: async ({ db, scope, params }) =>
      (
        await db.query<ActivityRow>(
          `SELECT id, title, ${day('activity_date')} AS "activityDate", file_name AS "fileName"
           FROM activities WHERE environment_id = $1 AND facility_id = $2 ORDER BY activity_date DESC, id`,
          [scope.environmentId, params.facilityId],
        )
      ).rows,
  },
  'MomCare/Indicators': {
    run: async ({ db, scope, params }) =>
      (
        await db.query<MomCareRow>(
          `SELECT to_char(m.month, 'YYYY-MM') AS month, m.first_anc_visits AS "firstAncVisits", m.anc4_visits AS "anc4Visits",
             round(m.anc4_visits::numeric / nullif(m.first_anc_visits, 0), 3)::float8 AS "anc4Coverage",
             m.facility_deliveries AS "facilityDeliveries", m.caesarean_deliveries AS "caesareanDeliveries",
             round(m.caesarean_deliveries::numeric / nullif(m.facility_deliveries, 0), 3)::float8 AS "caesareanShare",
             m.postnatal_visits AS "postnatalVisits", m.referrals
           FROM momcare_monthly m
           WHERE m.environment_id = $1 AND m.facility_id = $2 AND m.month >= $3::date AND m.month <= $4::date
           ORDER BY m.month`,
          [
            scope.environmentId,
            params.facilityId,
            `${params.from ?? '1900-01'}-01`,
            `${params.to ?? '9999-12'}-01`,
          ],
        )
      ).rows,
  },
};
