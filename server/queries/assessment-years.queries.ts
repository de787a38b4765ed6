/** The years the selection has assessments in: the years a period picker offers. */
import type { AssessmentYearRow } from '../../contract/query.schemas.js';
import { assessmentSource } from './analytics-source.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

export const assessmentYearQueries: Pick<QueryRegistry, 'Home/AssessmentYears'> = {
  'Home/AssessmentYears': {
    permissions: ['QAP.HomePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = assessmentSource(sql, scope, params.filter);
      const { rows } = await db.query<AssessmentYearRow>(
        `SELECT DISTINCT s.year::int AS year FROM ${source} ORDER BY year`,
        sql.values,
      );
      return rows;
    },
  },
};
