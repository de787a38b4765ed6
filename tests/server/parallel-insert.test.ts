import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInParallel, textArrayLiteral } from '../../server/db/parallel-insert';
import { freshDatabase } from './support/fresh-database';

describe('the analytics refresh inserts big aggregates through CREATE TABLE AS (parallel on PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase('parallel_insert');
    await fresh.db.exec('CREATE TABLE sums (environment_id text NOT NULL, total bigint, mean float8)');
  });
  afterAll(async () => fresh.drop());

  it('an environment id with a quote in it stays one exact value, not SQL', async () => {
    const ids = ["o'brien", "x'); DROP TABLE sums; --", 'plain'];
    const { rows } = await fresh.db.query<{ id: string }>(`SELECT unnest(${textArrayLiteral(ids)}) AS id`);
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('rows land in the target by position, whatever the select names its columns (two sums)', async () => {
    await insertInParallel(
      fresh.db,
      'sums',
      `SELECT id, sum(n), sum(n)::float8 / count(*) FROM (VALUES ('a', 2), ('a', 4), ('b', 5)) v(id, n)
       WHERE id = ANY(${textArrayLiteral(['a', 'b'])}) GROUP BY id`,
    );
    const { rows } = await fresh.db.query('SELECT environment_id, total::int AS total, mean FROM sums ORDER BY 1');
    expect(rows).toEqual([
      { environment_id: 'a', total: 6, mean: 3 },
      { environment_id: 'b', total: 5, mean: 5 },
    ]);
    // the temporary table is gone, so the next refresh in the same session can make it again
    await insertInParallel(fresh.db, 'sums', `SELECT 'c', 1, 1`);
    expect((await fresh.db.query('SELECT count(*)::int AS n FROM sums')).rows).toEqual([{ n: 3 }]);
  });
});
