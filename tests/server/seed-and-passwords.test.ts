import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { findUserByEmail } from '../../server/db/users';
import { hashPassword, verifyPassword } from '../../server/security/password';
import { freshDatabase } from './support/fresh-database';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', () => {
    const stored = hashPassword('demo');
    expect(verifyPassword('demo', stored)).toBe(true);
    expect(verifyPassword('Demo', stored)).toBe(false);
  });

  it('salts every hash, so the same password never hashes the same twice', () => {
    expect(hashPassword('demo')).not.toBe(hashPassword('demo'));
  });

  it('refuses a stored value that is not a scrypt hash', () => {
    expect(verifyPassword('demo', 'demo')).toBe(false);
    expect(verifyPassword('demo', 'scrypt$16384$8$1$c2FsdA==$')).toBe(false);
  });
});

const fingerprint = async (db: Database) => {
  const tables = ['facilities', 'assessments', 'momcare_monthly', 'contract_facilities', 'survey_answers'];
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ digest: string }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    digests[table] = rows[0].digest;
  }
  return digests;
};

describe('seed', () => {
  it('is deterministic: two databases seeded alike hold the same data', async () => {
    const first = await freshDatabase('seed_a');
    const second = await freshDatabase('seed_b');
    try {
      for (const { db } of [first, second]) {
        await migrate(db);
        expect((await seedIfEmpty(db, { facilitiesPerEnvironment: 12 })).seeded).toBe(true);
      }
      expect(await fingerprint(first.db)).toEqual(await fingerprint(second.db));
      // a second run leaves a seeded database alone, and migrations are not re-applied
      expect((await seedIfEmpty(first.db, { facilitiesPerEnvironment: 12 })).seeded).toBe(false);
      expect(await migrate(first.db)).toEqual([]);
      const analyst = await findUserByEmail(first.db, ' Analyst@Demo.test ');
      expect(analyst?.tenant_id).toBe('afya');
      expect(verifyPassword('demo', analyst?.password_hash ?? '')).toBe(true);
    } finally {
      await first.drop();
      await second.drop();
    }
  });

  it('leaves statistics of what it loaded, so the first queries are planned on real row counts', async () => {
    const { db, drop } = await freshDatabase('seed_statistics');
    try {
      await migrate(db);
      await seedIfEmpty(db, { facilitiesPerEnvironment: 12 });
      const analysed = async (table: string) =>
        (
          await db.query<{ columns: number }>(
            `SELECT count(*)::int AS columns FROM pg_stats
             WHERE schemaname = current_schema() AND tablename = $1`,
            [table],
          )
        ).rows[0].columns;
      for (const table of ['facilities', 'assessments', 'momcare_monthly', 'facility_facts']) {
        expect(await analysed(table), table).toBeGreaterThan(0);
      }
    } finally {
      await drop();
    }
  });
});
