/**
 * Yearly Performance's two periods side by side: each service element's average score over the
 * assessments dated in the chosen period and in the period it is compared with, in one pass.
 */
import type { PeriodElementRow } from '../../contract/query.schemas.js';
import { facilityScopeSql } from './facility-scope.js';
import { periodPair, perPeriod, splitRows } from './period.queries.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { serviceElements } from './service-elements.js';
import { SqlParams } from './sql-params.js';

export const periodElementQueries: Pick<QueryRegistry, 'YearlyPerformance/PeriodElements'> = {
  'YearlyPerformance/PeriodElements': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      const pair = periodPair(params.period, params.compareTo);
      const elements = await serviceElements(db);
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      const periods = perPeriod(sql, pair, 'a.assessed_on');
      // the element's score sum over the period's assessments, as YearlyPerformance/ServiceElements averages a year
      const averages = Object.fromEntries(
        elements.map((element) => [
          `e${element.position}`,
          round1(`sum(a.scores[${element.position}]::float8) $FILTER / nullif(count(*) $FILTER, 0)`),
        ]),
      );
      const { rows } = await db.query<Record<string, number | null>>(
        `SELECT ${periods.columns(averages)}
         FROM facility_facts f
           JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
         WHERE ${where} AND ${periods.either}`,
        sql.values,
      );
      return elements.flatMap((element) =>
        splitRows(
          pair,
          rows[0],
          (pick): Omit<PeriodElementRow, 'role' | 'period' | 'from' | 'to'> => ({
            serviceElementId: element.id,
            serviceElementName: element.name,
            averageScore: pick(`e${element.position}`),
          }),
        ),
      );
    },
  },
};
