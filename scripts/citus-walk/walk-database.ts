import { isCitus } from '../../server/db/citus';
import { openDatabase } from '../../server/db/database';

/**
 * Why a walk would say nothing of Citus: a coordinator whose `facilities` is not distributed (the
 * stack would seed plain tables on the coordinator). Null when the database is fit to walk.
 */
export async function refusalOfUndistributed(databaseUrl: string): Promise<string | null> {
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    if (!(await isCitus(db))) return null;
    const { rows } = await db.query<{ distributed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = to_regclass('facilities')) AS distributed`,
    );
    return rows[0].distributed ? null : 'facilities is not distributed: run `npm run db:distribute` first';
  } finally {
    await db.close();
  }
}
