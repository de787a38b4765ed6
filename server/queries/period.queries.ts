/**
 * Figures of a period next to those of the period it is compared with (the previous
 * one or the same one last year). Each query answers two rows, `current` then `comparison`, counted
 * in one pass; the period text was validated by the contract, so parsing it here cannot fail.
 */
import {
  type Comparison,
  comparisonPeriod,
  formatPeriod,
  type Period,
  type PeriodRole,
  type PeriodRowBase,
  parsePeriod,
  periodBounds,
} from '../../contract/period.js';
import { facilityScopeSql } from './facility-scope.js';
import type { LevelMix, PeriodAssessmentsRow } from '../../contract/query.schemas.js';
import { type QueryRegistry, type QueryRun, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type PeriodQueries = Pick<
  QueryRegistry,
  'Home/PeriodAssessments' | 'YearlyPerformance/PeriodAssessments' | 'MomCare/PeriodTotals'
>;
type PeriodAssessments = (
  input: QueryRun<'Home/PeriodAssessments' | 'YearlyPerformance/PeriodAssessments'>,
) => Promise<PeriodAssessmentsRow[]>;

export interface PeriodPair {
  current: PeriodRowBase;
  comparison: PeriodRowBase;
}

/** The asked period and the one it is compared with, each with its days. */
export function periodPair(text: string, compareTo: Comparison = 'previous'): PeriodPair {
  const period = parsePeriod(text) as Period;
  const describe = (role: PeriodRole, value: Period): PeriodRowBase => ({
    role,
    period: formatPeriod(value),
    ...periodBounds(value),
  });
  return {
    current: describe('current', period),
    comparison: describe('comparison', comparisonPeriod(period, compareTo)),
  };
}

/** One aggregate column per period: `expression` over the rows whose `dateColumn` lies in it. */
export function perPeriod(sql: SqlParams, pair: PeriodPair, dateColumn: string) {
  const inPeriod = (row: PeriodRowBase) =>
    `${dateColumn} BETWEEN ${sql.add(row.from)}::date AND ${sql.add(row.to)}::date`;
  const conditions = { current: inPeriod(pair.current), comparison: inPeriod(pair.comparison) };
  return {
    /** Rows of either period (narrows the scan). */
    either: `(${conditions.current} OR ${conditions.comparison})`,
    columns: (expressions: Record<string, string>) =>
      (['current', 'comparison'] as const)
        .flatMap((role) =>
          Object.entries(expressions).map(
            ([name, expression]) =>
              `${expression.replaceAll('$FILTER', `FILTER (WHERE ${conditions[role]})`)} AS "${role}_${name}"`,
          ),
        )
        .join(', '),
  };
}

/** Splits `current_x` / `comparison_x` columns into the two answer rows. */
export function splitRows<T>(
  pair: PeriodPair,
  row: Record<string, unknown>,
  build: (pick: (name: string) => number | null) => T,
) {
  return (['current', 'comparison'] as const).map((role) => ({
    ...pair[role],
    ...build((name) => (row[`${role}_${name}`] as number | null) ?? null),
  }));
}

/** Per period, its assessments awarded each level (`none`: no level); `(x OR NULL)` counts the true ones. */
const LEVEL_MIX_COUNTS = {
  level1: 'count(a.awarded_level = 1 OR NULL) $FILTER',
  level2: 'count(a.awarded_level = 2 OR NULL) $FILTER',
  level3: 'count(a.awarded_level = 3 OR NULL) $FILTER',
  level4: 'count(a.awarded_level = 4 OR NULL) $FILTER',
  level5: 'count(a.awarded_level = 5 OR NULL) $FILTER',
  none: 'count(a.awarded_level IS NULL OR NULL) $FILTER',
};

const levelMixOf = (pick: (name: string) => number | null): LevelMix => ({
  level1: Number(pick('level1')),
  level2: Number(pick('level2')),
  level3: Number(pick('level3')),
  level4: Number(pick('level4')),
  level5: Number(pick('level5')),
  none: Number(pick('none')),
});

/**
 * Assessments dated in the period and in its comparison period: count, average score, certified
 * share and the level mix.
 */
const periodAssessments: PeriodAssessments = async ({ db, scope, params }) => {
  const pair = periodPair(params.period, params.compareTo);
  const sql = new SqlParams();
  const where = facilityScopeSql(sql, scope, params.filter);
  const periods = perPeriod(sql, pair, 'a.assessed_on');
  const { rows } = await db.query<Record<string, number | null>>(
    `SELECT ${periods.columns({
      assessed: 'count(*) $FILTER',
      average: round1('avg(a.total_score) $FILTER'),
      certified: 'count(a.awarded_level) $FILTER',
      ...LEVEL_MIX_COUNTS,
    })}
     FROM facility_facts f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
     WHERE ${where} AND ${periods.either}`,
    sql.values,
  );
  return splitRows(pair, rows[0], (pick) => {
    const assessedCount = Number(pick('assessed'));
    const certifiedCount = Number(pick('certified'));
    return {
      assessedCount,
      averageScore: pick('average'),
      certifiedCount,
      certifiedShare: assessedCount ? Math.round((certifiedCount / assessedCount) * 1000) / 1000 : null,
      ...levelMixOf(pick),
    };
  });
};

export const periodQueries: PeriodQueries = {
  'Home/PeriodAssessments': { permissions: ['QAP.HomePage'], run: periodAssessments },
  // Yearly Performance's period figures: the same counts, under its own page permission
  'YearlyPerformance/PeriodAssessments': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: periodAssessments,
  },
  // The registry checks that params.facilityId is visible to the caller before this runs.
  'MomCare/PeriodTotals': {
    run: async ({ db, scope, params }) => {
      const pair = periodPair(params.period, params.compareTo);
      const sql = new SqlParams();
      const environment = sql.add(scope.environmentId);
      const facility = sql.add(params.facilityId);
      // a month belongs to the period holding its first day, so back-to-back periods never share one
      const periods = perPeriod(sql, pair, 'm.month');
      const sum = (column: string) => `coalesce(sum(${column}) $FILTER, 0)::int`;
      const { rows } = await db.query<Record<string, number | null>>(
        `SELECT ${periods.columns({
          months: 'count(*) $FILTER',
          firstAnc: sum('m.first_anc_visits'),
          anc4: sum('m.anc4_visits'),
          deliveries: sum('m.facility_deliveries'),
          caesareans: sum('m.caesarean_deliveries'),
          postnatal: sum('m.postnatal_visits'),
          referrals: sum('m.referrals'),
        })}
         FROM momcare_monthly m
         WHERE m.environment_id = ${environment} AND m.facility_id = ${facility} AND ${periods.either}`,
        sql.values,
      );
      const ratio = (part: number, whole: number) =>
        whole ? Math.round((part / whole) * 1000) / 1000 : null;
      return splitRows(pair, rows[0], (pick) => {
        const count = (name: string) => Number(pick(name));
        return {
          monthsReported: count('months'),
          firstAncVisits: count('firstAnc'),
          anc4Visits: count('anc4'),
          anc4Coverage: ratio(count('anc4'), count('firstAnc')),
          facilityDeliveries: count('deliveries'),
          caesareanShare: ratio(count('caesareans'), count('deliveries')),
          postnatalVisits: count('postnatal'),
          referrals: count('referrals'),
        };
      });
    },
  },
};
