import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';

/**
 * The API's pool keeps an idle connection through an analyst's pause between pages: opening one
 * again costs a new backend (on Citus also its connections to the workers and its metadata cache),
 * about 25 ms on a coordinator against 9 ms on PostgreSQL (docs/scaling.md, "Run on Citus").
 */
const databaseUrl = process.env.DATABASE_URL;

afterEach(() => {
  vi.useRealTimers();
});

describe.skipIf(!databaseUrl)('the PostgreSQL pool (skipped: DATABASE_URL is not set)', () => {
  it('a connection idle for a minute serves the next query: the same backend answers', async () => {
    const db = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const backend = async () =>
        (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      // the pool's idle timer starts when the connection is released, on the fake clock
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const first = await backend();
      vi.advanceTimersByTime(60_000);
      vi.useRealTimers();
      expect(await backend()).toBe(first);
    } finally {
      await db.close();
    }
  });
});
