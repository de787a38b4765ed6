import { ANALYST_ENVIRONMENT_ID } from './page-checks';
import type { E2eStack } from './e2e-stack';

/**
 * Assessments of the analyst's active facilities (the default filter) dated between two days,
 * counted in SQL over the stack's seed: what a period's "Assessments" figure must show.
 */
export async function activeAssessmentsIn(stack: E2eStack, from: string, to: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM assessments a
       JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
     WHERE a.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
       AND a.assessed_on BETWEEN $2::date AND $3::date`,
    [ANALYST_ENVIRONMENT_ID, from, to],
  );
  return rows[0].n;
}

/**
 * What a count's card says of its change from the comparison period (docs/ui.md, Deltas) and the
 * arrow icon beside it: up or down with the difference, no change, or no figures to compare with
 * when the comparison period counts none.
 */
export function countChange(now: number, before: number, period: string): { text: string; arrow: string } {
  const change = now - before;
  if (before === 0) return { text: `No figures for ${period} to compare with`, arrow: 'minus' };
  if (change === 0) return { text: `No change from ${period}`, arrow: 'minus' };
  const amount = new Intl.NumberFormat('en-US').format(Math.abs(change));
  return change > 0
    ? { text: `Up ${amount} from ${period}`, arrow: 'arrow-up-right' }
    : { text: `Down ${amount} from ${period}`, arrow: 'arrow-down-right' };
}
